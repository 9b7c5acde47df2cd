export * from './infrastructure';
export { freePort } from '../infra/processes';

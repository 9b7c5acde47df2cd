export * from './infrastructure';
export { freePort } from './local/processes';
export * from './eventually';
export * from './log-capture';
export * from './caller';
export * from './films';
export * from './mail-catcher';

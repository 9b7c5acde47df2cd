import { readTypeDefs } from '@cinevia/service-kit';

export const typeDefs = readTypeDefs(__dirname);

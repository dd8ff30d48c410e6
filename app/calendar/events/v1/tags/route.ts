import { termCollectionRoute } from '../term-routes';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = termCollectionRoute('tag');

'use client';

export { RouteError as default } from '@/components/layout/RouteError';

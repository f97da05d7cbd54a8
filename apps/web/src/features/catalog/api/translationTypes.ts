import type { TranslationKind } from '@scena/shared/catalog.contract';
import { translationsEndpoints } from '@scena/shared/catalog.endpoints';
import type { EndpointInput, EndpointResponse } from '@scena/shared/http/endpoint';

type Endpoints = typeof translationsEndpoints;

/** Per kind of translatable item: its translation as answered and the request bodies (from the descriptors). */
export type TranslationTypes = {
  [K in TranslationKind]: {
    row: EndpointResponse<Endpoints[K]['get']>['translation'];
    create: EndpointInput<Endpoints[K]['create']>['body'];
    update: EndpointInput<Endpoints[K]['update']>['body'];
  };
};

/**
 * The descriptors of one kind, seen through the `video` kind's shape: with a kind chosen at run
 * time TypeScript cannot pick one member of the union, and the five calls have the same paths,
 * params and envelopes for every kind (only the translation's fields differ, typed by TranslationTypes).
 */
export const translationEndpointsOf = (kind: TranslationKind): Endpoints['video'] =>
  translationsEndpoints[kind] as Endpoints['video'];

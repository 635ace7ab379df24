import type {LinkingOptions} from '@react-navigation/native';

/** cornershop:// links: Mapp's apx_dpl deep links and our own order links. */
export const linking: LinkingOptions<ReactNavigation.RootParamList> = {
  prefixes: ['cornershop://', 'https://cornershop.example'],
  config: {
    screens: {
      Home: '',
      Deals: 'deals/:collection',
      Cart: 'cart',
      Order: 'orders/:orderId',
    },
  },
};

import React from 'react';
import {Text, View} from 'react-native';

const Screen = ({title}: {title: string}) => (
  <View style={{flex: 1, alignItems: 'center', justifyContent: 'center'}}>
    <Text>{title}</Text>
  </View>
);

export const HomeScreen = () => <Screen title="Corner Shop" />;
export const DealsScreen = () => <Screen title="Deals" />;
export const CartScreen = () => <Screen title="Your basket" />;
export const OrderScreen = () => <Screen title="Order" />;

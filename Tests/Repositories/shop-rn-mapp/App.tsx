import React, {useEffect} from 'react';
import {NavigationContainer} from '@react-navigation/native';
import {createNativeStackNavigator} from '@react-navigation/native-stack';

import {linking} from './src/navigation/linking';
import {useOrderNotifications} from './src/push/useOrderNotifications';
import {CartScreen, DealsScreen, HomeScreen, OrderScreen} from './src/screens';

const Stack = createNativeStackNavigator();

export default function App(): React.JSX.Element {
  const {requestPermission} = useOrderNotifications();

  useEffect(() => {
    requestPermission();
  }, [requestPermission]);

  return (
    <NavigationContainer linking={linking}>
      <Stack.Navigator>
        <Stack.Screen name="Home" component={HomeScreen} />
        <Stack.Screen name="Deals" component={DealsScreen} />
        <Stack.Screen name="Cart" component={CartScreen} />
        <Stack.Screen name="Order" component={OrderScreen} />
      </Stack.Navigator>
    </NavigationContainer>
  );
}

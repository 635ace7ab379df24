const BASE = 'https://api.cornershop.example/v3';

export const api = {
  async registerDevice(apnsToken: string) {
    await fetch(`${BASE}/devices`, {
      method: 'PUT',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({apnsToken, platform: 'ios'}),
    });
  },
};

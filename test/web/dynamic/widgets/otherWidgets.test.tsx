import { screen, waitFor } from '@testing-library/react';
import { CaptchaWidget } from '../../../../src/dynamic/widgets/CaptchaWidget';
import { formatLatLng, parseLatLng } from '../../../../src/core/latLng';
import { latLngValidator } from '../../../../src/dynamic/widgets/latLng';
import { LocationWidget } from '../../../../src/dynamic/widgets/LocationWidget';
import { TabsLanguageWidget } from '../../../../src/dynamic/widgets/TabsLanguageWidget';
import { captchaHandler, mockApi } from '../../support/api';
import { renderInForm } from '../../support/renderInForm';

const mapsScript = () => document.querySelector('script[src*="maps.googleapis.com"]');

describe('Location', () => {
  test.each([
    ['21.0575491/105.7909262', { lat: 21.0575491, lng: 105.7909262 }],
    [' -90 / 180 ', { lat: -90, lng: 180 }],
    ['0/-180', { lat: 0, lng: -180 }],
    ['90.0000001/0', null],
    ['0/180.5', null],
    ['21.05,105.79', null],
    ['21.05/', null],
    ['abc/def', null],
    ['1e2/3', null],
  ])('parseLatLng(%p)', (text, expected) => {
    expect(parseLatLng(text)).toEqual(expected);
  });

  test('a map click is stored to 7 decimals; empty is left to the required rule', () => {
    expect(formatLatLng({ lat: 21.057549123456, lng: 105.79092629 })).toBe('21.0575491/105.7909263');
    expect(latLngValidator('', {}, {})).toBeUndefined();
    expect(latLngValidator('x', {}, {})).toBe('app.widgets.location.invalid');
  });

  test('saves a valid lat/lng; without a maps key there is no map and no maps script', async () => {
    const { user, save } = renderInForm(<LocationWidget source="location" label="Location" />);
    const input = screen.getByLabelText('Location');
    expect(input).toHaveAttribute('placeholder', 'latitude/longitude');
    await user.type(input, '21.0575491/105.7909262');
    expect(await save()).toEqual({ location: '21.0575491/105.7909262' });
    expect(screen.queryByRole('region', { name: 'Map: click to choose the location' })).toBeNull();
    expect(mapsScript()).toBeNull();
  });

  test.each([
    ['en', 'Location', 'Enter latitude/longitude, e.g. 21.0575491/105.7909262 (latitude from -90 to 90, longitude from -180 to 180)'],
    ['vi', 'Vị trí', 'Nhập vĩ độ/kinh độ, ví dụ 21.0575491/105.7909262 (vĩ độ từ -90 đến 90, kinh độ từ -180 đến 180)'],
  ] as const)('an out-of-range value is refused with an inline message (%s)', async (locale, label, message) => {
    const { user, save } = renderInForm(<LocationWidget source="location" label={label} />, { locale });
    await user.type(screen.getByLabelText(label), '91/105');
    expect(await save()).toBeNull();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  test('with a maps key the map (a lazy chunk) is shown, 400 px high', async () => {
    renderInForm(<LocationWidget source="location" label="Location" mapsApiKey="test-key" />, { record: { location: '10/100' } });
    const map = await screen.findByRole('region', { name: 'Map: click to choose the location' });
    expect(map).toHaveStyle({ height: '400px' });
  });
});

describe('TabsLanguage', () => {
  test('one tab per language, Vietnamese first; the value is { vi, en }', async () => {
    const { user, save } = renderInForm(<TabsLanguageWidget source="name" label="Name" />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent?.toLowerCase())).toEqual(['vi', 'en']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Xin chào');
    await user.click(tabs[1]);
    const english = screen.getAllByRole('textbox', { name: 'Name' }).find((input) => (input as HTMLInputElement).value === '');
    if (!english) throw new Error('no English input');
    await user.type(english, 'Hello');
    expect(await save()).toEqual({ name: { vi: 'Xin chào', en: 'Hello' } });
  });

  test('keeps a stored map', async () => {
    const { save } = renderInForm(<TabsLanguageWidget source="name" label="Name" />, { record: { name: { vi: 'Tên', en: 'Name' } } });
    expect(await save()).toEqual({ name: { vi: 'Tên', en: 'Name' } });
  });
});

describe('Captcha', () => {
  test("shows the captcha as an image and saves 'captchaId,text'; refresh loads a new one and clears the answer", async () => {
    const api = mockApi({ 'GET /api/user/create-captcha': captchaHandler() });
    const { user, save } = renderInForm(<CaptchaWidget source="captcha" label="Captcha" required />);
    const image = await screen.findByRole('img', { name: 'Captcha image' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(document.querySelector('svg text')).toBeNull();
    await user.type(screen.getByLabelText('Captcha (*)'), 'c1');
    expect(await save()).toEqual({ captcha: 'captcha-1,c1' });

    await user.click(screen.getByRole('button', { name: 'Refresh captcha' }));
    await waitFor(() => expect(api.sent('GET', '/api/user/create-captcha')).toHaveLength(2));
    await waitFor(() => expect(screen.getByLabelText('Captcha (*)')).toHaveValue(''));
    expect(await save()).toBeNull();
    expect(await screen.findByText('Captcha is required!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Captcha (*)'), 'c2');
    expect(await save()).toEqual({ captcha: 'captcha-2,c2' });
  });
});

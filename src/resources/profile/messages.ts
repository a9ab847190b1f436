import type { ScreenMessages } from '../screen';

/** The screen's titles and the texts of "Forget this device", in both languages. */
export const messages: ScreenMessages = {
  en: {
    app: {
      screens: {
        profile: 'Profile',
      },
      profile: {
        forgetDevice: {
          title: 'This device',
          remembered: 'This browser is remembered: signing in here does not ask for the code sent by SMS.',
          notRemembered: 'This browser is not remembered: each sign-in here asks for the code sent by SMS.',
          action: 'Forget this device',
          confirmTitle: 'Forget this device?',
          confirmText: 'The next sign-in on this browser will ask for the code sent by SMS again.',
          done: 'This device is forgotten. The next sign-in here will ask for the SMS code.',
        },
      },
    },
  },
  vi: {
    app: {
      screens: {
        profile: 'Hồ sơ',
      },
      profile: {
        forgetDevice: {
          title: 'Thiết bị này',
          remembered: 'Trình duyệt này đã được ghi nhớ: đăng nhập tại đây không cần mã gửi qua SMS.',
          notRemembered: 'Trình duyệt này chưa được ghi nhớ: mỗi lần đăng nhập tại đây đều cần mã gửi qua SMS.',
          action: 'Quên thiết bị này',
          confirmTitle: 'Quên thiết bị này?',
          confirmText: 'Lần đăng nhập tới trên trình duyệt này sẽ lại yêu cầu mã gửi qua SMS.',
          done: 'Đã quên thiết bị này. Lần đăng nhập tới tại đây sẽ yêu cầu mã SMS.',
        },
      },
    },
  },
};

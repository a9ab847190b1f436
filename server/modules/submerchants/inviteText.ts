/**
 * The e-mail a new employee gets when the owner chose "send a set-password e-mail": both languages (the employee has
 * never chosen one), no password and no code. The code comes from the forgot-password flow, which the employee
 * starts themselves: that flow already limits, throttles and audits every code it sends.
 */
export const inviteText = (fullName: string, phone: string): { subject: string; text: string } => ({
  subject: 'Your merchant portal account / Tài khoản cổng thông tin của bạn',
  text: [
    `Hello ${fullName},`,
    `An account was created for you. Your username is your phone number ${phone}.`,
    'To choose your password, open the portal\'s sign-in page, choose "Forgot password" and enter your phone number: a code will be e-mailed to you.',
    '',
    `Xin chào ${fullName},`,
    `Tài khoản của bạn đã được tạo. Tên đăng nhập là số điện thoại ${phone}.`,
    'Để đặt mật khẩu, mở trang đăng nhập, chọn "Quên mật khẩu" và nhập số điện thoại: mã xác thực sẽ được gửi qua email.',
  ].join('\n'),
});

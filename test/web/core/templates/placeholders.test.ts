import { CONFIRM_SYNTAX, findPlaceholders, tokenize } from '../../../../src/core/templates';

describe('template placeholders', () => {
  it('cuts a url template into text, $, #field# and @param@', () => {
    expect(tokenize('#/form?page=45&id=$&voucher=#code#&mode=@mode@')).toEqual([
      { kind: 'text', text: '#/form?page=45&id=' },
      { kind: 'id', start: 18, end: 19 },
      { kind: 'text', text: '&voucher=' },
      { kind: 'field', name: 'code', start: 28, end: 34 },
      { kind: 'text', text: '&mode=' },
      { kind: 'param', name: 'mode', start: 40, end: 46 },
    ]);
  });

  it('reads only names between the marks, left to right', () => {
    expect(findPlaceholders('#a#b# #1x# # y# @@ @a b@ #_ok9#').map((p) => (p.kind === 'id' ? '$' : p.name))).toEqual(['a', '_ok9']);
    expect(tokenize('')).toEqual([]);
    expect(tokenize('no placeholders')).toEqual([{ kind: 'text', text: 'no placeholders' }]);
  });

  it('knows only #field# in a confirm text', () => {
    expect(findPlaceholders('Pay $5 to @shop@ for #name#?', CONFIRM_SYNTAX)).toEqual([{ kind: 'field', name: 'name', start: 21, end: 27 }]);
  });
});

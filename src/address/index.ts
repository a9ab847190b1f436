export { AddressInput, filterAreas, type AddressInputProps } from './AddressInput';
export { areaRequired } from './areaRequired';
export { EMPTY_ADDRESS, readAddress, type AddressValue } from './addressValue';
export type { Area, AreaIndex } from './areaIndex';
export type { Area2025Index } from './areaIndex2025';
export { loadAreas, loadAreas2025 } from './loadAreas';

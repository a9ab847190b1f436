import { useEffect, useState } from 'react';
import { Autocomplete, Box, FormControl, FormHelperText, FormLabel, LinearProgress, TextField } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import type { Area, AreaIndex } from './areaIndex';
import { foldVietnamese } from '../core/foldVietnamese';
import { loadAreas } from './loadAreas';

/** The value of the address picker: one object in one source, codes as the data has them (strings). */
export interface AddressValue {
  provinceCode: string | null;
  districtCode: string | null;
  wardCode: string | null;
}

export interface AddressInputProps {
  source: string;
  label?: string;
  validate?: Validator | Validator[];
  disabled?: boolean;
  helperText?: string;
}

export const EMPTY_ADDRESS: AddressValue = { provinceCode: null, districtCode: null, wardCode: null };

const codeOf = (value: unknown, key: keyof AddressValue): string | null => {
  const code = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof code === 'string' && code !== '' ? code : null;
};

/** Matches typed text against the labels without diacritics: 'ha noi' finds 'Thành phố Hà Nội', 'd' finds 'đ'. */
export const filterAreas = (options: readonly Area[], inputValue: string): Area[] => {
  const wanted = foldVietnamese(inputValue);
  return wanted ? options.filter((area) => area.folded.includes(wanted)) : [...options];
};

const useAreaIndex = () => {
  const [state, setState] = useState<{ index?: AreaIndex; failed?: boolean }>({});
  useEffect(() => {
    let live = true;
    loadAreas().then(
      (index) => live && setState({ index }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
};

/**
 * The address picker (spec §1, §3 geographic reference data): province → district → ward, each an Autocomplete
 * searched without diacritics over the embedded data (loaded on first use). Choosing a province clears the
 * district and the ward; choosing a district clears the ward. The value is one `{ provinceCode, districtCode,
 * wardCode }` object, so that one definition field maps to one react-admin input.
 */
export const AddressInput = ({ source, label, validate, disabled, helperText }: AddressInputProps) => {
  const translate = useTranslate();
  const { id, field, fieldState, formState, isRequired } = useInput({ source, validate, disabled });
  const { index, failed } = useAreaIndex();
  const value: AddressValue = {
    provinceCode: codeOf(field.value, 'provinceCode'),
    districtCode: codeOf(field.value, 'districtCode'),
    wardCode: codeOf(field.value, 'wardCode'),
  };
  const province = index?.province(value.provinceCode) ?? null;
  // A district or ward counts only under its own parent: the parent code is the authority.
  const district = index?.district(value.districtCode);
  const shownDistrict = district && province && district.parentCode === province.code ? district : null;
  const ward = index?.ward(value.wardCode);
  const shownWard = ward && shownDistrict && ward.parentCode === shownDistrict.code ? ward : null;
  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  const loading = !index && !failed;

  const level = (
    key: 'province' | 'district' | 'ward',
    options: readonly Area[],
    chosen: Area | null,
    onPick: (area: Area | null) => AddressValue,
    enabled: boolean,
  ) => (
    <Autocomplete<Area>
      id={`${id}-${key}`}
      options={options as Area[]}
      value={chosen}
      onChange={(_event, area) => field.onChange(onPick(area))}
      onBlur={field.onBlur}
      getOptionLabel={(area) => area.label}
      getOptionKey={(area) => area.code}
      isOptionEqualToValue={(option, other) => option.code === other.code}
      filterOptions={(all, state) => filterAreas(all, state.inputValue)}
      disabled={disabled || !enabled}
      loading={loading}
      loadingText={translate('app.widgets.address.loading')}
      noOptionsText={translate('app.widgets.address.noOptions')}
      sx={{ flex: '1 1 12rem' }}
      renderInput={(params) => <TextField {...params} label={translate(`app.widgets.address.${key}`)} error={showError} margin="dense" />}
    />
  );

  return (
    <FormControl error={showError} disabled={disabled} margin="dense" fullWidth component="fieldset">
      <FormLabel component="legend">
        <FieldTitle label={label} source={source} isRequired={isRequired} />
      </FormLabel>
      {loading && <LinearProgress aria-label={translate('app.widgets.address.loading')} />}
      {failed && <FormHelperText role="alert">{translate('app.widgets.address.loadError')}</FormHelperText>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {level('province', index?.provinces ?? [], province, (area) => ({ provinceCode: area?.code ?? null, districtCode: null, wardCode: null }), Boolean(index))}
        {level(
          'district',
          index?.districtsOf(province?.code) ?? [],
          shownDistrict,
          (area) => ({ ...value, districtCode: area?.code ?? null, wardCode: null }),
          Boolean(province),
        )}
        {level('ward', index?.wardsOf(shownDistrict?.code) ?? [], shownWard, (area) => ({ ...value, wardCode: area?.code ?? null }), Boolean(shownDistrict))}
      </Box>
      <FormHelperText>
        <InputHelperText error={showError ? fieldState.error?.message : undefined} helperText={helperText} />
      </FormHelperText>
    </FormControl>
  );
};

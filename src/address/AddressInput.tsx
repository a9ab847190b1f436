import { Autocomplete, Box, FormControl, FormHelperText, FormLabel, LinearProgress, TextField } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import type { AddressSystem } from '../api/organisation';
import type { Area } from './areaIndex';
import { EMPTY_ADDRESS, readAddress, type AddressValue } from './addressValue';
import { foldVietnamese } from '../core/foldVietnamese';
import { SystemChoice } from './SystemChoice';
import { useUnits } from './useUnits';

export interface AddressInputProps {
  source: string;
  label?: string;
  validate?: Validator | Validator[];
  disabled?: boolean;
  helperText?: string;
}

/** Matches typed text against the labels without diacritics: 'ha noi' finds 'Thành phố Hà Nội', 'd' finds 'đ'. */
export const filterAreas = (options: readonly Area[], inputValue: string): Area[] => {
  const wanted = foldVietnamese(inputValue);
  return wanted ? options.filter((area) => area.folded.includes(wanted)) : [...options];
};

/**
 * The address picker (spec §1, §3 geographic reference data) in either system of units: the 2025 units,
 * province → ward, or the legacy ones, province → district → ward. Each level is an Autocomplete searched without
 * diacritics over the embedded data of the address's system (loaded on first use). Choosing a province clears the
 * district and the ward; choosing a district clears the ward; changing the system clears every code. The value is
 * one whole `AreaValue` (`{ system, provinceCode, districtCode, wardCode }`), so that one field maps to one input.
 */
export const AddressInput = ({ source, label, validate, disabled, helperText }: AddressInputProps) => {
  const translate = useTranslate();
  const { id, field, fieldState, formState, isRequired } = useInput({ source, validate, disabled });
  const value = readAddress(field.value);
  const { units, failed } = useUnits(value.system);
  const province = units?.province(value.provinceCode) ?? null;
  // A district or ward counts only under its own parent: the parent code is the authority.
  const district = units?.district(value.districtCode);
  const shownDistrict = district && province && district.parentCode === province.code ? district : null;
  // The ward's parent: its district in the legacy units, its province in 2025.
  const wardParent = units?.hasDistricts ? shownDistrict : province;
  const ward = units?.ward(value.wardCode);
  const shownWard = ward && wardParent && ward.parentCode === wardParent.code ? ward : null;
  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  const loading = !units && !failed;
  const change = (next: AddressValue) => field.onChange(next);

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
      onChange={(_event, area) => change(onPick(area))}
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
      <SystemChoice
        id={`${id}-system`}
        value={value.system}
        disabled={disabled}
        onChange={(system: AddressSystem) => system !== value.system && change({ ...EMPTY_ADDRESS, system })}
      />
      {loading && <LinearProgress aria-label={translate('app.widgets.address.loading')} />}
      {failed && <FormHelperText role="alert">{translate('app.widgets.address.loadError')}</FormHelperText>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {level(
          'province',
          units?.provinces ?? [],
          province,
          (area) => ({ system: value.system, provinceCode: area?.code ?? null, districtCode: null, wardCode: null }),
          Boolean(units),
        )}
        {value.system === 'legacy' &&
          level(
            'district',
            units?.districtsOf(province?.code) ?? [],
            shownDistrict,
            (area) => ({ ...value, districtCode: area?.code ?? null, wardCode: null }),
            Boolean(province),
          )}
        {level(
          'ward',
          units?.wardsOf(wardParent?.code) ?? [],
          shownWard,
          (area) => ({ ...value, districtCode: units?.hasDistricts ? value.districtCode : null, wardCode: area?.code ?? null }),
          Boolean(wardParent),
        )}
      </Box>
      <FormHelperText>
        <InputHelperText error={showError ? fieldState.error?.message : undefined} helperText={helperText} />
      </FormHelperText>
    </FormControl>
  );
};

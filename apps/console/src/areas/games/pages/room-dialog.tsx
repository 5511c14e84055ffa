import { zodResolver } from '@hookform/resolvers/zod';
import { ZOpsPvpRoom, type TOpsPvpRoom } from '@kirin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AmountField } from '../../../components/ui/amount-field';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorNote } from '../../../components/ui/error-note';
import { SelectField, TextField } from '../../../components/ui/field';
import { useFieldErrorText } from '../../../lib/field-error';
import { fetchPvpRooms, pvpRoomsKey, savePvpRooms, toRoomSave } from '../api/pvp-rooms';
import { LocalisedNameFields, ZEditedNames } from './localised-names';
import '../../../styles/games.css';
import { useAmountErrorText } from '../../../lib/field-error';

const ZRoomForm = ZOpsPvpRoom.extend({ names: ZEditedNames });
type TRoomForm = z.input<typeof ZRoomForm>;
type TRoomBody = z.output<typeof ZRoomForm>;

/** Adds a room to a PvP game or changes one (its code names it). */
export function RoomDialog({
  merchant,
  room,
  gameOptions,
  onClose,
}: {
  merchant: string;
  room: TOpsPvpRoom | null;
  gameOptions: { value: string; label: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation('games');
  const formId = useId();
  const amountErrorText = useAmountErrorText('games');
  const errorText = useFieldErrorText('games');
  const queryClient = useQueryClient();
  const form = useForm<TRoomForm, unknown, TRoomBody>({
    resolver: zodResolver(ZRoomForm),
    defaultValues: room
      ? toRoomSave(room)
      : {
          roomCode: '',
          gameId: gameOptions[0]?.value ?? '',
          names: { TW: '', EN: '' },
          seats: 0,
          isEnabled: true,
          sortOrder: 0,
        },
  });
  const save = useMutation({
    mutationFn: async (saved: TRoomBody) => {
      // The route closes rooms left out, so every other room goes back as the server has it now.
      const current = await fetchPvpRooms(merchant);
      return savePvpRooms(merchant, [
        ...current.filter((other) => other.roomCode !== saved.roomCode).map(toRoomSave),
        saved,
      ]);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: pvpRoomsKey(merchant) });
      onClose();
    },
  });
  const { errors } = form.formState;
  // A room's game outside the PvP list (another category) is kept selectable as it is.
  const options =
    room && !gameOptions.some((option) => option.value === room.gameId)
      ? [...gameOptions, { value: room.gameId, label: `#${room.gameId}` }]
      : gameOptions;
  return (
    <Dialog
      title={room ? `${t('rooms.edit')}: ${room.roomCode}` : t('rooms.add')}
      isOpen
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('console:cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" isBusy={save.isPending}>
            {t('console:save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))}>
        {options.length === 0 ? <p className="note">{t('rooms.noPvpGames')}</p> : null}
        <div className="form-grid">
          <TextField
            label={t('rooms.code')}
            readOnly={Boolean(room)}
            autoComplete="off"
            hint={room ? undefined : t('rooms.codeHint')}
            error={errorText(errors.roomCode)}
            {...form.register('roomCode')}
          />
          <SelectField
            label={t('rooms.game')}
            options={options}
            error={errorText(errors.gameId)}
            {...form.register('gameId')}
          />
          <LocalisedNameFields
            name="names"
            label={t('rooms.name')}
            register={form.register}
            errors={errors}
          />
          <AmountField
            control={form.control}
            name="minBetMinor"
            label={t('rooms.minBet')}
            error={amountErrorText(errors.minBetMinor)}
          />
          <TextField
            label={t('rooms.seats')}
            type="number"
            min={0}
            error={errorText(errors.seats)}
            {...form.register('seats', { valueAsNumber: true })}
          />
          <TextField
            label={t('rooms.sortOrder')}
            type="number"
            min={0}
            error={errorText(errors.sortOrder)}
            {...form.register('sortOrder', { valueAsNumber: true })}
          />
          <CheckboxField label={t('rooms.isOpen')} {...form.register('isEnabled')} />
        </div>
        <ErrorNote error={save.error} />
      </form>
    </Dialog>
  );
}

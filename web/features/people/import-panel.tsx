import { useId, useState, type ChangeEvent } from 'react';
import {
  DATE_FORMATS,
  IMPORT_MAX_BYTES,
  PERSON_FIELDS,
  type DateFormat,
  type PersonField,
} from '#domain/people.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { apiErrorMessage } from '#web/lib/api-client.ts';
import { useImportPeople, usePreviewImport, type ImportPreview, type ImportResult } from './api.ts';

const DELIMITER_NAMES: Record<string, string> = { ',': 'commas', ';': 'semicolons', '\t': 'tabs' };

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** "3 added, 1 updated, 16 unchanged": what an import did, in the words. */
function importSummary(result: Pick<ImportResult, 'added' | 'updated' | 'unchanged'>) {
  return `${result.added} added, ${result.updated} updated, ${result.unchanged} unchanged`;
}

function Problems({ problems, count }: { problems: { message: string }[]; count: number }) {
  if (count === 0) return null;
  return (
    <div className="grid gap-1">
      <p className="text-sm font-medium">
        {plural(count, 'problem')}{' '}
        {count > problems.length ? `(the first ${problems.length} shown)` : ''}
      </p>
      <ul
        className="max-h-48 list-disc overflow-auto pl-5 text-sm text-destructive"
        aria-label="Rows that will not be imported"
      >
        {problems.map((p, i) => (
          <li key={i}>{p.message}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Import from a spreadsheet (issue 25 item 2): pick a CSV, check the columns Herald found and
 * the rows it cannot read, then import the good rows. Nothing is written before "Import".
 */
export function ImportPanel({ onDone }: { onDone: () => void }) {
  const id = useId();
  const preview = usePreviewImport();
  const importing = useImportPeople();
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [mapping, setMapping] = useState<ImportPreview['mapping'] | null>(null);
  const [dateFormat, setDateFormat] = useState<DateFormat>('auto');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const shown = preview.data;

  async function check(text: string, nextMapping: typeof mapping, nextFormat: DateFormat) {
    setError(null);
    setResult(null);
    try {
      const answer = await preview.mutateAsync({
        csv: text,
        ...(nextMapping ? { mapping: nextMapping } : {}),
        dateFormat: nextFormat,
      });
      setMapping(answer.mapping);
    } catch (failure) {
      setError(apiErrorMessage(failure) ?? 'The file could not be checked. Please try again.');
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    preview.reset();
    setMapping(null);
    setFileName(file.name);
    if (file.size > IMPORT_MAX_BYTES) {
      setCsv(null);
      setError(
        `This file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files and import them one after the other.`,
      );
      return;
    }
    const text = await file.text();
    setCsv(text);
    await check(text, null, dateFormat);
  }

  function remap(field: PersonField, value: string) {
    if (!csv || !mapping) return;
    const next = { ...mapping, [field]: value === '' ? null : Number(value) };
    setMapping(next);
    void check(csv, next, dateFormat);
  }

  function reformat(value: DateFormat) {
    setDateFormat(value);
    if (csv) void check(csv, mapping, value);
  }

  async function run() {
    if (!csv || !mapping) return;
    setError(null);
    try {
      setResult(await importing.mutateAsync({ csv, mapping, dateFormat }));
    } catch (failure) {
      setError(apiErrorMessage(failure) ?? 'The import failed. Nothing was changed.');
    }
  }

  return (
    <section className="grid gap-4 rounded-lg border p-4" aria-label="Import from a spreadsheet">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-file`}>Spreadsheet (CSV)</Label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values"
          onChange={(e) => void choose(e)}
          className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm"
        />
        <p className="text-xs text-muted-foreground">
          Save the sheet as CSV (commas, semicolons or tabs). The first row names the columns; each
          row after it is one person. Up to {IMPORT_MAX_BYTES / 1024 / 1024} MB and 10,000 rows. A
          person already here is updated, found by employee ID or else by work e-mail.
        </p>
      </div>

      {shown && mapping ? (
        <>
          <p className="text-sm">
            {fileName ? `${fileName}: ` : ''}
            {plural(shown.total, 'row')}, separated by {DELIMITER_NAMES[shown.delimiter]};{' '}
            {plural(shown.valid, 'row')} ready to import.
          </p>
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">Columns</legend>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {PERSON_FIELDS.map(({ key, label }) => (
                <div key={key} className="grid gap-1">
                  <Label htmlFor={`${id}-map-${key}`}>{label}</Label>
                  <NativeSelect
                    id={`${id}-map-${key}`}
                    value={mapping[key] === null ? '' : String(mapping[key])}
                    onChange={(e) => remap(key, e.target.value)}
                  >
                    <option value="">Not imported</option>
                    {shown.headers.map((header, column) => (
                      <option key={column} value={column}>
                        {header || `Column ${column + 1}`}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              ))}
            </div>
          </fieldset>
          <div className="grid max-w-sm gap-1">
            <Label htmlFor={`${id}-date-format`}>Date format</Label>
            <NativeSelect
              id={`${id}-date-format`}
              value={dateFormat}
              aria-describedby={shown.ambiguousDates ? `${id}-date-hint` : undefined}
              onChange={(e) => reformat(e.target.value as DateFormat)}
            >
              {DATE_FORMATS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </NativeSelect>
            {shown.ambiguousDates ? (
              <p id={`${id}-date-hint`} className="text-xs text-amber-700 dark:text-amber-400">
                Some dates read two ways (03/04 is 3 April or March 4): choose how this file writes
                them.
              </p>
            ) : null}
          </div>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-xs">
              <caption className="mb-1 text-left text-sm font-medium">
                First rows of the file
              </caption>
              <thead>
                <tr>
                  {shown.headers.map((h, i) => (
                    <th key={i} scope="col" className="border-b px-2 py-1 font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.sample.map((row, r) => (
                  <tr key={r}>
                    {shown.headers.map((_, c) => (
                      <td key={c} className="border-b px-2 py-1 whitespace-pre-line">
                        {row[c] ?? ''}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {/* After an import, its own answer lists the rows left out. */}
          {result ? null : <Problems problems={shown.problems} count={shown.problemCount} />}
        </>
      ) : null}

      {error ? (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
      {result ? (
        <div className="grid gap-2" role="status">
          <p className="text-sm font-medium">Imported: {importSummary(result)}.</p>
          <Problems problems={result.problems} count={result.problemCount} />
        </div>
      ) : null}

      <div className="flex gap-2">
        <Button
          size="sm"
          disabled={
            !shown || !mapping || shown.valid === 0 || importing.isPending || preview.isPending
          }
          onClick={() => void run()}
        >
          {importing.isPending
            ? 'Importing...'
            : `Import ${shown ? plural(shown.valid, 'person', 'people') : ''}`.trim()}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          {result ? 'Close' : 'Cancel'}
        </Button>
      </div>
    </section>
  );
}

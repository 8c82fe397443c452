/**
 * The rules editor: write the action's `rules` (or a whole workflow file), see every problem
 * as you type, try the rules on a sample event, and export them with every GID quoted.
 */
import { Grid, Paper, Stack, Text, Title, useComputedColorScheme } from '@mantine/core';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import { exportProblems } from '../../rules/export-workflow';
import { previewRules } from '../../rules/preview';
import { renameEdits } from '../../rules/target-names';
import { useT } from '../../ui/i18n/language-context';
import { PageHeader } from '../../ui/page-header';
import { analyzeCached } from './analysis-cache';
import { CodeEditor, type CodeEditorHandle } from './code-editor';
import { DiagnosticsList } from './diagnostics-list';
import { DraftBanner } from './draft-banner';
import { exportQuestion } from './export-question';
import { discardDraft, loadDraft, saveDraft, type Draft } from './draft-store';
import { DEFAULT_TEMPLATE, type GalleryTemplate } from './gallery';
import { GidLookupPane } from './gid-lookup-pane';
import { PreviewPane } from './preview-pane';
import { mappingsLanguage, rulesLanguage, rulesTarget } from './rules-language';
import { SampleEventPane, SamplePresetPicker } from './sample-event-pane';
import { DEFAULT_SAMPLE, SAMPLE_PRESETS, toSample, type SampleForm } from './sample-form';
import { TargetControl, useRulesTarget } from './target-control';
import { ExportMenu, GalleryMenu } from './toolbar-menus';
import { ValiditySummary } from './validity-summary';

function Pane({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={`${id}-heading`}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={`${id}-heading`}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

function isDefault(draft: Draft): boolean {
  return (
    draft.rules === DEFAULT_TEMPLATE.rules &&
    draft.userMappings === DEFAULT_TEMPLATE.userMappings &&
    JSON.stringify(draft.sample) === JSON.stringify(DEFAULT_SAMPLE)
  );
}

const RULES_LANGUAGE = rulesLanguage();
const MAPPINGS_LANGUAGE = mappingsLanguage();

export function RulesPage() {
  const t = useT();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const [pendingDraft, setPendingDraft] = useState<Draft | undefined>(() => {
    const draft = loadDraft();
    return draft && !isDefault(draft) ? draft : undefined;
  });
  const [rules, setRules] = useState(DEFAULT_TEMPLATE.rules);
  const [mappings, setMappings] = useState(DEFAULT_TEMPLATE.userMappings);
  const [sample, setSample] = useState<SampleForm>(DEFAULT_SAMPLE);
  const [message, setMessage] = useState('');
  const rulesEditor = useRef<CodeEditorHandle>(null);
  const mappingsEditor = useRef<CodeEditorHandle>(null);

  const targetState = useRulesTarget(rules);
  const { target } = targetState;
  // Completion and hover, inside CodeMirror, read the target from the editor's configuration.
  const rulesConfiguration = useMemo(() => rulesTarget(target), [target]);

  // Analysed in the render that follows each change (it takes a few milliseconds): the validity
  // summary, the problem lists and the editors' underlines below all show this one analysis and
  // change in the same commit. Only the preview, which renders templates, may lag behind.
  const analysis = useMemo(() => analyzeCached(rules, mappings, target), [rules, mappings, target]);
  const question = useMemo(() => exportQuestion(exportProblems(analysis), t), [analysis, t]);
  const renames = useMemo(() => renameEdits(rules, target), [rules, target]);
  const deferredAnalysis = useDeferredValue(analysis);
  const sampleEvent = useMemo(() => toSample(sample), [sample]);
  const preview = useMemo(
    () => previewRules(deferredAnalysis, sampleEvent),
    [deferredAnalysis, sampleEvent],
  );

  // Saved shortly after each change, and at once when the page goes away.
  const unsaved = useRef<Omit<Draft, 'savedAt'> | undefined>(undefined);
  useEffect(() => {
    if (pendingDraft) return undefined;
    const draft = { rules, userMappings: mappings, sample };
    unsaved.current = draft;
    const timer = window.setTimeout(() => {
      saveDraft(draft);
      unsaved.current = undefined;
    }, 400);
    return () => window.clearTimeout(timer);
  }, [rules, mappings, sample, pendingDraft]);
  useEffect(() => {
    const flush = () => {
      if (unsaved.current) saveDraft(unsaved.current);
      unsaved.current = undefined;
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  const load = (next: { rules: string; userMappings: string; sample: SampleForm }) => {
    rulesEditor.current?.replaceAll(next.rules);
    mappingsEditor.current?.replaceAll(next.userMappings);
    setSample(next.sample);
  };

  const pickTemplate = (template: GalleryTemplate) => {
    const preset = SAMPLE_PRESETS.find((p) => p.id === template.sample);
    load({ ...template, sample: preset?.form ?? DEFAULT_SAMPLE });
    setMessage(t('rules.page.loadedTemplate', { name: t(template.name) }));
  };

  return (
    <>
      <PageHeader
        title={t('rules.page.title')}
        description={t('rules.page.description')}
        actions={
          <>
            <GalleryMenu onPick={pickTemplate} />
            <ExportMenu
              rules={rules}
              userMappings={mappings}
              target={target}
              isWorkflow={analysis.kind === 'workflow'}
              question={question}
              onMessage={setMessage}
            />
          </>
        }
      />
      {pendingDraft && (
        <DraftBanner
          draft={pendingDraft}
          onRestore={() => {
            load(pendingDraft);
            setPendingDraft(undefined);
            setMessage(t('rules.page.restoredDraft'));
          }}
          onDiscard={() => {
            discardDraft();
            setPendingDraft(undefined);
            setMessage(t('rules.page.discardedDraft'));
          }}
        />
      )}
      <Text role="status" size="sm" mb={message ? 'sm' : 0} data-testid="rules-message">
        {message}
      </Text>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            <Pane
              id="rules-file"
              title={t('rules.pane.rulesFile.title')}
              description={t('rules.pane.rulesFile.description')}
            >
              <TargetControl
                state={targetState}
                renameCount={renames.length}
                onRename={() => {
                  rulesEditor.current?.edit(renames);
                  setMessage(t('rules.page.renamed', { count: renames.length, target }));
                }}
              />
              <CodeEditor
                initialText={DEFAULT_TEMPLATE.rules}
                onChange={setRules}
                label={t('rules.editor.rulesLabel')}
                language={RULES_LANGUAGE}
                configuration={rulesConfiguration}
                scheme={scheme}
                minHeight="28rem"
                handleRef={rulesEditor}
                testId="rules-editor"
                diagnostics={analysis.diagnostics}
                diagnosedText={rules}
              />
              <ValiditySummary analysis={analysis} />
              <DiagnosticsList
                id="rules-problems"
                label={t('rules.diagnostics.rulesLabel')}
                diagnostics={analysis.diagnostics}
                onSelect={(d) => rulesEditor.current?.focusRange(d.from, d.to)}
              />
            </Pane>
            <Pane
              id="user-mappings"
              title={t('rules.pane.userMappings.title')}
              description={t('rules.pane.userMappings.description')}
            >
              <CodeEditor
                initialText={DEFAULT_TEMPLATE.userMappings}
                onChange={setMappings}
                label={t('rules.editor.mappingsLabel')}
                language={MAPPINGS_LANGUAGE}
                scheme={scheme}
                minHeight="7rem"
                handleRef={mappingsEditor}
                testId="mappings-editor"
                diagnostics={analysis.userMappingsDiagnostics}
                diagnosedText={mappings}
              />
              <DiagnosticsList
                id="mappings-problems"
                label={t('rules.diagnostics.mappingsLabel')}
                diagnostics={analysis.userMappingsDiagnostics}
                onSelect={(d) => mappingsEditor.current?.focusRange(d.from, d.to)}
              />
            </Pane>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="md">
            <Pane
              id="preview"
              title={t('rules.pane.preview.title')}
              description={t('rules.pane.preview.description')}
            >
              <SamplePresetPicker form={sample} onChange={setSample} />
              <PreviewPane preview={preview} />
            </Pane>
            <Pane
              id="sample-event"
              title={t('rules.pane.sample.title')}
              description={t('rules.pane.sample.description')}
            >
              <SampleEventPane form={sample} onChange={setSample} />
            </Pane>
            <Pane
              id="gid-lookup"
              title={t('rules.pane.gidLookup.title')}
              description={t('rules.pane.gidLookup.description')}
            >
              <GidLookupPane onInsert={(gid) => rulesEditor.current?.insertAtCursor(`'${gid}'`)} />
            </Pane>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

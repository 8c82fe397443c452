import type {
  CompiledIcuChoices,
  CompiledMessage,
  CompiledMessageToken,
} from '@lingui/message-utils/compileMessage';

/**
 * The pseudo language's messages: the English ones with their vowels accented and each message
 * in ⟦brackets⟧, placeholders left alone. A page in this language shows at once any text that
 * did not come from the catalogs (it is plain) and any message cut short (no closing bracket).
 */
const accents: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
};

function accented(text: string): string {
  return text.replace(/[aeiouAEIOU]/g, (letter) => accents[letter] ?? letter);
}

const choiceTypes = new Set(['plural', 'select', 'selectordinal']);

function pseudoMessage(message: CompiledMessage): CompiledMessage {
  return message.map((token): CompiledMessageToken => {
    if (typeof token === 'string') return accented(token);
    const [name, type, format] = token;
    if (type === undefined || !choiceTypes.has(type) || typeof format !== 'object' || !format) {
      return token;
    }
    const choices = format as CompiledIcuChoices;
    const cases: Record<string, CompiledMessage> = {};
    for (const [key, value] of Object.entries(choices)) {
      if (key !== 'offset') cases[key] = pseudoMessage(value as CompiledMessage);
    }
    return [name, type, { ...cases, offset: choices.offset } as CompiledIcuChoices];
  });
}

export function pseudoMessages(
  messages: Record<string, CompiledMessage>,
): Record<string, CompiledMessage> {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, ['⟦', ...pseudoMessage(message), '⟧']]),
  );
}

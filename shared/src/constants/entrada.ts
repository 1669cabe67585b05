/**
 * Limits of what a request may carry: far above real use, below what would break
 * DynamoDB (400 KB per item, 2 KB per partition key) or the Lambda (6 MB payload). A value over
 * them is a pt-BR 400 (413 for the whole body), never a 500. Decided in docs/adr/0007-input-validation-and-limits.md.
 */
export const LIMITES_ENTRADA = {
  /**
   * A request body, in bytes: the local gateway and the HTTP stack refuse more with 413. The
   * largest real body (environment settings with two 1 MB logos as base64) is under 3 MB; the
   * cap stays under the Lambda's 6 MB invoke payload.
   */
  corpoBytes: 5 * 1024 * 1024,
  /** An id the API handed out (UUID, `<ms>-<uuid>`). */
  idCaracteres: 100,
  /** One text value of a card form field (the field editor's own maximum length is 100 000). */
  valorCampoCaracteres: 100_000,
  /** The items of one list value (options chosen, attachment ids) and each item's length. */
  itensPorValor: 500,
  itemDeListaCaracteres: 200,
  /** The fields of one form answer (a stage has at most 100). */
  camposPorFormulario: 500,
  /** All values of one form answer, as JSON in UTF-8: half of a DynamoDB item. */
  formularioBytes: 200_000,
  /** A rich text (card details), in UTF-8 bytes, on top of its 100 000 characters. */
  textoRicoBytes: 150_000,
} as const;

export const mensagensEntrada = {
  corpoGrande: 'A requisição é grande demais',
  formularioGrande: 'O formulário é grande demais: reduza o texto dos campos',
  textoGrande: 'Texto muito longo',
  valorCampoInvalido: 'Valor de campo inválido ou longo demais',
  registroGrande: 'Os dados enviados excedem o tamanho permitido',
} as const;

/** Size of a text in UTF-8 bytes (what DynamoDB counts), in the browser and in Node alike. */
export const bytesUtf8 = (texto: string): number => new TextEncoder().encode(texto).length;

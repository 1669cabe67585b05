/**
 * PUT of a file to a presigned storage URL with upload progress (fetch has no upload progress,
 * so XMLHttpRequest). Used by the card attachments and the public form. No credentials: the URL
 * carries its own authorisation.
 */
export function enviarArquivoComProgresso(
  url: string,
  arquivo: Blob,
  tipoMime: string,
  onProgresso?: (percentual: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    if (tipoMime) xhr.setRequestHeader('Content-Type', tipoMime);
    xhr.upload.onprogress = (evento) => {
      if (evento.lengthComputable && onProgresso) onProgresso(Math.round((evento.loaded / evento.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgresso?.(100);
        resolve();
      } else reject(new Error('Não foi possível enviar o arquivo. Tente novamente.'));
    };
    xhr.onerror = () =>
      reject(new Error('Não foi possível enviar o arquivo. Verifique sua conexão e tente novamente.'));
    xhr.send(arquivo);
  });
}

/** Brazilian document and phone checks, shared by forms and handlers. */
export const somenteDigitos = (valor: string): string => valor.replace(/\D/g, '');

const todosIguais = (digitos: string): boolean => /^(\d)\1*$/.test(digitos);

/** Check digit of CPF/CNPJ: weighted sum modulo 11. */
function digitoVerificador(digitos: string, pesos: number[]): number {
  const soma = pesos.reduce((acc, peso, i) => acc + Number(digitos[i]) * peso, 0);
  const resto = soma % 11;
  return resto < 2 ? 0 : 11 - resto;
}

export function cpfValido(valor: string): boolean {
  const d = somenteDigitos(valor);
  if (d.length !== 11 || todosIguais(d)) return false;
  const d1 = digitoVerificador(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = digitoVerificador(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return d1 === Number(d[9]) && d2 === Number(d[10]);
}

export function cnpjValido(valor: string): boolean {
  const d = somenteDigitos(valor);
  if (d.length !== 14 || todosIguais(d)) return false;
  const d1 = digitoVerificador(d, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = digitoVerificador(d, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return d1 === Number(d[12]) && d2 === Number(d[13]);
}

/** At least 10 digits, not all equal, area code 11-19 or 21-99. */
export function telefoneValido(valor: string): boolean {
  const d = somenteDigitos(valor);
  if (d.length < 10 || d.length > 11 || todosIguais(d)) return false;
  const ddd = Number(d.slice(0, 2));
  return (ddd >= 11 && ddd <= 19) || (ddd >= 21 && ddd <= 99);
}

const aplicarMascara = (digitos: string, mascara: string): string => {
  let i = 0;
  let saida = '';
  for (const c of mascara) {
    if (i >= digitos.length) break;
    saida += c === '#' ? digitos[i++] : c;
  }
  return saida;
};

export const mascaraCpf = (v: string): string => aplicarMascara(somenteDigitos(v).slice(0, 11), '###.###.###-##');
export const mascaraCnpj = (v: string): string => aplicarMascara(somenteDigitos(v).slice(0, 14), '##.###.###/####-##');
export const mascaraCep = (v: string): string => aplicarMascara(somenteDigitos(v).slice(0, 8), '#####-###');
export function mascaraTelefone(v: string): string {
  const d = somenteDigitos(v).slice(0, 11);
  return aplicarMascara(d, d.length > 10 ? '(##) #####-####' : '(##) ####-####');
}

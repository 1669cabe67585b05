/** The AI assistant's pieces, composed into other screens by app/ProvedorAssistenteIa.tsx. */
export { AdministracaoIa } from './components/AdministracaoIa';
export { AnaliseMetricasIa } from './components/AnaliseMetricasIa';
export { CriarFluxoIa } from './components/CriarFluxoIa';
export { GerarCamposIa } from './components/GerarCamposIa';
export { NovaEtapaIa } from './components/NovaEtapaIa';
export { RegraIa } from './components/RegraIa';

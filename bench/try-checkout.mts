import { checkoutOnPostgres } from './checkout';
const { statementList, ...r } = await checkoutOnPostgres();
process.stdout.write(JSON.stringify(r) + '\n' + statementList.length + '\n');

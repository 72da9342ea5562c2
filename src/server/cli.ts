// Operator commands; filled in below.
console.error('usage: npm run cli -- user:create --role R --email E --password P --name N');
process.exit(2);

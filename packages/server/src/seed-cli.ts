import { loadConfig } from './config';
import { migrate, openDb } from './db';
import { ensureImages } from './seed/images';
import { isSeeded, seed, seedLeaves } from './seed/seed';

/** `node dist/seed-cli.js [--reset]`: migrate and seed explicitly (--reset empties the catalogue first). */
const config = loadConfig();
// The seed's statements run long: no statement timeout on this connection.
const db = await openDb(config, { ...config.postgres, statementTimeoutMs: 0 });
await migrate(db);
if (process.argv.includes('--reset')) {
  await db.exec(
    'TRUNCATE news, menu_items, menus, product_images, stock, product_defects, product_prices, product_categories, products, producers, categories, shops, cities, regions RESTART IDENTITY CASCADE',
  );
}
if (await isSeeded(db)) {
  process.stdout.write('каталог уже заполнен (--reset чтобы заполнить заново)\n');
} else {
  const report = await seed(db, config.seedProducts, (m) => process.stdout.write(`${m}\n`));
  process.stdout.write(`готово: ${report.products} товаров за ${(report.ms / 1000).toFixed(1)} с\n`);
}
await ensureImages(config.imagesDir, seedLeaves());
await db.close();

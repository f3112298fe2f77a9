import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);

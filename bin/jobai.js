#!/usr/bin/env node
import "../bundle/jobai.js";

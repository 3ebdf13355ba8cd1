/* Generated from schemas/docslintrc.schema.json and the rules' option schemas by `npm run schema:validators`. Do not edit. */
"use strict";
module.exports = function validatorsWith(require) {
const exports = {};
const module = { exports };

exports.docslintrc = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://raw.githubusercontent.com/docslint/docslint/main/schemas/docslintrc.schema.json","title":".docslintrc","description":"Configuration of docslint itself: which preset to start from, how each rule is set, the site's own components, and settings for some files only.","type":"object","additionalProperties":false,"properties":{"$schema":{"type":"string","description":"URL of this schema, for editors."},"extends":{"default":"docslint:recommended","description":"The preset, or presets and configuration files applied in order (each later one wins), that the `rules` below adjust. Presets: `recommended` (default severities), `strict` (warnings become errors), `style` (adds the authoring-style rules as warnings: `[\"docslint:recommended\", \"docslint:style\"]`) or `all` (every rule, the opt-in ones too, as errors). Files: a JSON or YAML configuration by its path from this file, starting `./` or `../` (`[\"docslint:recommended\", \"./base.docslintrc.json\"]`), inside the site.","anyOf":[{"$ref":"#/definitions/extendsEntry"},{"type":"array","items":{"$ref":"#/definitions/extendsEntry"},"minItems":1}]},"rules":{"$ref":"#/definitions/rules"},"components":{"type":"object","description":"Components the site provides beyond the site generator's own, by name: `component-unknown` accepts them, `component-attributes` checks their attributes.","additionalProperties":{"$ref":"#/definitions/component"}},"externalLinks":{"type":"object","additionalProperties":false,"description":"How `docslint check --check-external` checks the site's http(s) links and images (never checked without that flag).","properties":{"allow":{"$ref":"#/definitions/hosts","description":"Host patterns (`example.com`, `*.example.com`, `127.0.0.1:8080`): when given, only links to these hosts are checked."},"deny":{"$ref":"#/definitions/hosts","description":"Host patterns whose links are never checked (an intranet, a site that refuses robots)."},"timeout":{"type":"number","exclusiveMinimum":0,"maximum":600,"default":10,"description":"Seconds one request may take."},"totalTimeout":{"type":"number","exclusiveMinimum":0,"maximum":86400,"default":300,"description":"Seconds the whole external check may take; links not checked by then are reported as not checked (information)."},"maxRedirects":{"type":"integer","minimum":0,"maximum":50,"default":5,"description":"Redirects followed from one link before it is reported."},"retries":{"type":"integer","minimum":0,"maximum":10,"default":2,"description":"Tries again after a 429 Too Many Requests answer, waiting as its `Retry-After` asks."},"maxRetryWait":{"type":"number","minimum":0,"maximum":600,"default":30,"description":"The longest `Retry-After` waited for, in seconds; a longer one is reported as rate-limited at once."},"perHost":{"type":"integer","minimum":1,"maximum":64,"default":2,"description":"Requests at once to one host."},"concurrency":{"type":"integer","minimum":1,"maximum":256,"default":16,"description":"Requests at once in all."},"cacheMaxAge":{"type":"number","minimum":0,"default":86400,"description":"Seconds a link's result is reused with `--cache` (a working link, or a broken one; a timeout or rate limit is checked again next time)."}}},"overrides":{"type":"array","description":"Rule settings for some files only, applied in order after `rules`.","items":{"type":"object","additionalProperties":false,"required":["files"],"properties":{"files":{"description":"Glob patterns, relative to this configuration file's folder (`snippets/**`).","anyOf":[{"type":"string"},{"type":"array","items":{"type":"string"},"minItems":1}]},"rules":{"$ref":"#/definitions/rules"}}}}},"definitions":{"hosts":{"type":"array","items":{"type":"string","minLength":1,"pattern":"^[^\\s/]+$"}},"preset":{"type":"string","enum":["docslint:recommended","docslint:strict","docslint:style","docslint:all"]},"extendsEntry":{"anyOf":[{"$ref":"#/definitions/preset"},{"type":"string","pattern":"^\\.\\.?/","description":"A JSON or YAML configuration file, by its path from this configuration (`./base.docslintrc.json`)."}]},"severity":{"description":"`off` (or 0) turns the rule off, `warn` (or 1) reports warnings, `error` (or 2) errors that fail the run, `info` information only.","enum":["off","info","warn","error",0,1,2]},"rules":{"type":"object","description":"Rule id → severity (`off`, `info`, `warn`, `error`, or 0, 1, 2), or `[severity, options]`.","additionalProperties":{"anyOf":[{"$ref":"#/definitions/severity"},{"type":"array","minItems":1,"maxItems":2,"items":[{"$ref":"#/definitions/severity"},{"type":"object"}]}]}},"component":{"type":"object","additionalProperties":false,"properties":{"attributes":{"type":"object","description":"The attributes it takes; without this list, any attribute is accepted.","additionalProperties":{"type":"object","additionalProperties":false,"properties":{"required":{"type":"boolean","default":false},"type":{"enum":["string","number","boolean"]}}}},"oneOf":{"type":"array","items":{"type":"string"},"description":"Exactly one of these attributes must be given."},"children":{"description":"The only components it may contain, or `code` for code blocks only.","anyOf":[{"const":"code"},{"type":"array","items":{"type":"string"}}]},"parent":{"type":"string","description":"The component it must be inside."}}}}};
const schema17 = {"type":"object","additionalProperties":false,"properties":{"attributes":{"type":"object","description":"The attributes it takes; without this list, any attribute is accepted.","additionalProperties":{"type":"object","additionalProperties":false,"properties":{"required":{"type":"boolean","default":false},"type":{"enum":["string","number","boolean"]}}}},"oneOf":{"type":"array","items":{"type":"string"},"description":"Exactly one of these attributes must be given."},"children":{"description":"The only components it may contain, or `code` for code blocks only.","anyOf":[{"const":"code"},{"type":"array","items":{"type":"string"}}]},"parent":{"type":"string","description":"The component it must be inside."}}};
const schema18 = {"type":"array","items":{"type":"string","minLength":1,"pattern":"^[^\\s/]+$"}};
const schema12 = {"anyOf":[{"$ref":"#/definitions/preset"},{"type":"string","pattern":"^\\.\\.?/","description":"A JSON or YAML configuration file, by its path from this configuration (`./base.docslintrc.json`)."}]};
const schema13 = {"type":"string","enum":["docslint:recommended","docslint:strict","docslint:style","docslint:all"]};
const pattern0 = new RegExp("^\\.\\.?/", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/definitions/preset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((data === "docslint:recommended") || (data === "docslint:strict")) || (data === "docslint:style")) || (data === "docslint:all"))){
const err1 = {instancePath,schemaPath:"#/definitions/preset/enum",keyword:"enum",params:{allowedValues: schema13.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(errors === _errs4){
if(typeof data === "string"){
if(!pattern0.test(data)){
const err2 = {instancePath,schemaPath:"#/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^\\.\\.?/"},message:"must match pattern \""+"^\\.\\.?/"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err4 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate11.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate11.errors = vErrors;
return errors === 0;
}

const schema14 = {"type":"object","description":"Rule id → severity (`off`, `info`, `warn`, `error`, or 0, 1, 2), or `[severity, options]`.","additionalProperties":{"anyOf":[{"$ref":"#/definitions/severity"},{"type":"array","minItems":1,"maxItems":2,"items":[{"$ref":"#/definitions/severity"},{"type":"object"}]}]}};
const schema15 = {"description":"`off` (or 0) turns the rule off, `warn` (or 1) reports warnings, `error` (or 2) errors that fail the run, `info` information only.","enum":["off","info","warn","error",0,1,2]};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
let data0 = data[key0];
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(!(((((((data0 === "off") || (data0 === "info")) || (data0 === "warn")) || (data0 === "error")) || (data0 === 0)) || (data0 === 1)) || (data0 === 2))){
const err0 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/severity/enum",keyword:"enum",params:{allowedValues: schema15.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data0)){
if(data0.length > 2){
const err1 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/anyOf/1/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data0.length < 1){
const err2 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
const len0 = data0.length;
if(len0 > 0){
let data1 = data0[0];
const _errs8 = errors;
if(!(((((((data1 === "off") || (data1 === "info")) || (data1 === "warn")) || (data1 === "error")) || (data1 === 0)) || (data1 === 1)) || (data1 === 2))){
const err3 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/0",schemaPath:"#/definitions/severity/enum",keyword:"enum",params:{allowedValues: schema15.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid3 = _errs8 === errors;
}
if(valid3){
if(len0 > 1){
let data2 = data0[1];
const _errs10 = errors;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err4 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/1",schemaPath:"#/additionalProperties/anyOf/1/items/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid3 = _errs10 === errors;
}
}
}
}
}
else {
const err5 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err6 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate14.errors = vErrors;
return false;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
if(!valid0){
break;
}
}
}
else {
validate14.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate14.errors = vErrors;
return errors === 0;
}

const func2 = Object.prototype.hasOwnProperty;
const func3 = require("ajv/dist/runtime/ucs2length").default;
const pattern1 = new RegExp("^[^\\s/]+$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://raw.githubusercontent.com/docslint/docslint/main/schemas/docslintrc.schema.json" */;
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "$schema") || (key0 === "extends")) || (key0 === "rules")) || (key0 === "components")) || (key0 === "externalLinks")) || (key0 === "overrides"))){
validate10.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.$schema !== undefined){
const _errs2 = errors;
if(typeof data.$schema !== "string"){
validate10.errors = [{instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.extends !== undefined){
let data1 = data.extends;
const _errs4 = errors;
const _errs5 = errors;
let valid1 = false;
const _errs6 = errors;
if(!(validate11(data1, {instancePath:instancePath+"/extends",parentData:data,parentDataProperty:"extends",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data1)){
if(data1.length < 1){
const err0 = {instancePath:instancePath+"/extends",schemaPath:"#/properties/extends/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
var valid2 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs9 = errors;
if(!(validate11(data1[i0], {instancePath:instancePath+"/extends/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
var valid2 = _errs9 === errors;
if(!valid2){
break;
}
}
}
}
else {
const err1 = {instancePath:instancePath+"/extends",schemaPath:"#/properties/extends/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err2 = {instancePath:instancePath+"/extends",schemaPath:"#/properties/extends/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rules !== undefined){
const _errs10 = errors;
if(!(validate14(data.rules, {instancePath:instancePath+"/rules",parentData:data,parentDataProperty:"rules",rootData}))){
vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.components !== undefined){
let data4 = data.components;
const _errs11 = errors;
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
let data5 = data4[key1];
const _errs14 = errors;
const _errs15 = errors;
if(errors === _errs15){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
const _errs17 = errors;
for(const key2 in data5){
if(!((((key2 === "attributes") || (key2 === "oneOf")) || (key2 === "children")) || (key2 === "parent"))){
validate10.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/component/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs17 === errors){
if(data5.attributes !== undefined){
let data6 = data5.attributes;
const _errs18 = errors;
if(errors === _errs18){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key3 in data6){
let data7 = data6[key3];
const _errs21 = errors;
if(errors === _errs21){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
const _errs23 = errors;
for(const key4 in data7){
if(!((key4 === "required") || (key4 === "type"))){
validate10.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/attributes/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/component/properties/attributes/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs23 === errors){
if(data7.required !== undefined){
const _errs24 = errors;
if(typeof data7.required !== "boolean"){
validate10.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/attributes/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/required",schemaPath:"#/definitions/component/properties/attributes/additionalProperties/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid7 = _errs24 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data7.type !== undefined){
let data9 = data7.type;
const _errs26 = errors;
if(!(((data9 === "string") || (data9 === "number")) || (data9 === "boolean"))){
validate10.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/attributes/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/type",schemaPath:"#/definitions/component/properties/attributes/additionalProperties/properties/type/enum",keyword:"enum",params:{allowedValues: schema17.properties.attributes.additionalProperties.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid7 = _errs26 === errors;
}
else {
var valid7 = true;
}
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/attributes/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/component/properties/attributes/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid6 = _errs21 === errors;
if(!valid6){
break;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/attributes",schemaPath:"#/definitions/component/properties/attributes/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs18 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data5.oneOf !== undefined){
let data10 = data5.oneOf;
const _errs27 = errors;
if(errors === _errs27){
if(Array.isArray(data10)){
var valid8 = true;
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
const _errs29 = errors;
if(typeof data10[i1] !== "string"){
validate10.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/oneOf/" + i1,schemaPath:"#/definitions/component/properties/oneOf/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs29 === errors;
if(!valid8){
break;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/oneOf",schemaPath:"#/definitions/component/properties/oneOf/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid5 = _errs27 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data5.children !== undefined){
let data12 = data5.children;
const _errs31 = errors;
const _errs32 = errors;
let valid9 = false;
const _errs33 = errors;
if("code" !== data12){
const err3 = {instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/children",schemaPath:"#/definitions/component/properties/children/anyOf/0/const",keyword:"const",params:{allowedValue: "code"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs33 === errors;
valid9 = valid9 || _valid1;
if(!valid9){
const _errs34 = errors;
if(errors === _errs34){
if(Array.isArray(data12)){
var valid10 = true;
const len2 = data12.length;
for(let i2=0; i2<len2; i2++){
const _errs36 = errors;
if(typeof data12[i2] !== "string"){
const err4 = {instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/children/" + i2,schemaPath:"#/definitions/component/properties/children/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid10 = _errs36 === errors;
if(!valid10){
break;
}
}
}
else {
const err5 = {instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/children",schemaPath:"#/definitions/component/properties/children/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid1 = _errs34 === errors;
valid9 = valid9 || _valid1;
}
if(!valid9){
const err6 = {instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/children",schemaPath:"#/definitions/component/properties/children/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
}
var valid5 = _errs31 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data5.parent !== undefined){
const _errs38 = errors;
if(typeof data5.parent !== "string"){
validate10.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/parent",schemaPath:"#/definitions/component/properties/parent/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs38 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/component/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs14 === errors;
if(!valid3){
break;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/components",schemaPath:"#/properties/components/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.externalLinks !== undefined){
let data15 = data.externalLinks;
const _errs40 = errors;
if(errors === _errs40){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
const _errs42 = errors;
for(const key5 in data15){
if(!(func2.call(schema11.properties.externalLinks.properties, key5))){
validate10.errors = [{instancePath:instancePath+"/externalLinks",schemaPath:"#/properties/externalLinks/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs42 === errors){
if(data15.allow !== undefined){
let data16 = data15.allow;
const _errs43 = errors;
const _errs44 = errors;
if(errors === _errs44){
if(Array.isArray(data16)){
var valid13 = true;
const len3 = data16.length;
for(let i3=0; i3<len3; i3++){
let data17 = data16[i3];
const _errs46 = errors;
if(errors === _errs46){
if(typeof data17 === "string"){
if(func3(data17) < 1){
validate10.errors = [{instancePath:instancePath+"/externalLinks/allow/" + i3,schemaPath:"#/definitions/hosts/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern1.test(data17)){
validate10.errors = [{instancePath:instancePath+"/externalLinks/allow/" + i3,schemaPath:"#/definitions/hosts/items/pattern",keyword:"pattern",params:{pattern: "^[^\\s/]+$"},message:"must match pattern \""+"^[^\\s/]+$"+"\""}];
return false;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/externalLinks/allow/" + i3,schemaPath:"#/definitions/hosts/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid13 = _errs46 === errors;
if(!valid13){
break;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/externalLinks/allow",schemaPath:"#/definitions/hosts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid11 = _errs43 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data15.deny !== undefined){
let data18 = data15.deny;
const _errs48 = errors;
const _errs49 = errors;
if(errors === _errs49){
if(Array.isArray(data18)){
var valid15 = true;
const len4 = data18.length;
for(let i4=0; i4<len4; i4++){
let data19 = data18[i4];
const _errs51 = errors;
if(errors === _errs51){
if(typeof data19 === "string"){
if(func3(data19) < 1){
validate10.errors = [{instancePath:instancePath+"/externalLinks/deny/" + i4,schemaPath:"#/definitions/hosts/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern1.test(data19)){
validate10.errors = [{instancePath:instancePath+"/externalLinks/deny/" + i4,schemaPath:"#/definitions/hosts/items/pattern",keyword:"pattern",params:{pattern: "^[^\\s/]+$"},message:"must match pattern \""+"^[^\\s/]+$"+"\""}];
return false;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/externalLinks/deny/" + i4,schemaPath:"#/definitions/hosts/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid15 = _errs51 === errors;
if(!valid15){
break;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/externalLinks/deny",schemaPath:"#/definitions/hosts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid11 = _errs48 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data15.timeout !== undefined){
let data20 = data15.timeout;
const _errs53 = errors;
if(errors === _errs53){
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 > 600 || isNaN(data20)){
validate10.errors = [{instancePath:instancePath+"/externalLinks/timeout",schemaPath:"#/properties/externalLinks/properties/timeout/maximum",keyword:"maximum",params:{comparison: "<=", limit: 600},message:"must be <= 600"}];
return false;
}
else {
if(data20 <= 0 || isNaN(data20)){
validate10.errors = [{instancePath:instancePath+"/externalLinks/timeout",schemaPath:"#/properties/externalLinks/properties/timeout/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/externalLinks/timeout",schemaPath:"#/properties/externalLinks/properties/timeout/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid11 = _errs53 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data15.totalTimeout !== undefined){
let data21 = data15.totalTimeout;
const _errs55 = errors;
if(errors === _errs55){
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 > 86400 || isNaN(data21)){
validate10.errors = [{instancePath:instancePath+"/externalLinks/totalTimeout",schemaPath:"#/properties/externalLinks/properties/totalTimeout/maximum",keyword:"maximum",params:{comparison: "<=", limit: 86400},message:"must be <= 86400"}];
return false;
}
else {
if(data21 <= 0 || isNaN(data21)){
validate10.errors = [{instancePath:instancePath+"/externalLinks/totalTimeout",schemaPath:"#/properties/externalLinks/properties/totalTimeout/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"}];
return false;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/externalLinks/totalTimeout",schemaPath:"#/properties/externalLinks/properties/totalTimeout/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid11 = _errs55 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data15.maxRedirects !== undefined){
let data22 = data15.maxRedirects;
const _errs57 = errors;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
validate10.errors = [{instancePath:instancePath+"/externalLinks/maxRedirects",schemaPath:"#/properties/externalLinks/properties/maxRedirects/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs57){
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 > 50 || isNaN(data22)){
validate10.errors = [{instancePath:instancePath+"/externalLinks/maxRedirects",schemaPath:"#/properties/externalLinks/properties/maxRedirects/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"}];
return false;
}
else {
if(data22 < 0 || isNaN(data22)){
validate10.errors = [{instancePath:instancePath+"/externalLinks/maxRedirects",schemaPath:"#/properties/externalLinks/properties/maxRedirects/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid11 = _errs57 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data15.retries !== undefined){
let data23 = data15.retries;
const _errs59 = errors;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
validate10.errors = [{instancePath:instancePath+"/externalLinks/retries",schemaPath:"#/properties/externalLinks/properties/retries/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs59){
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 > 10 || isNaN(data23)){
validate10.errors = [{instancePath:instancePath+"/externalLinks/retries",schemaPath:"#/properties/externalLinks/properties/retries/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"}];
return false;
}
else {
if(data23 < 0 || isNaN(data23)){
validate10.errors = [{instancePath:instancePath+"/externalLinks/retries",schemaPath:"#/properties/externalLinks/properties/retries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid11 = _errs59 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data15.maxRetryWait !== undefined){
let data24 = data15.maxRetryWait;
const _errs61 = errors;
if(errors === _errs61){
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 > 600 || isNaN(data24)){
validate10.errors = [{instancePath:instancePath+"/externalLinks/maxRetryWait",schemaPath:"#/properties/externalLinks/properties/maxRetryWait/maximum",keyword:"maximum",params:{comparison: "<=", limit: 600},message:"must be <= 600"}];
return false;
}
else {
if(data24 < 0 || isNaN(data24)){
validate10.errors = [{instancePath:instancePath+"/externalLinks/maxRetryWait",schemaPath:"#/properties/externalLinks/properties/maxRetryWait/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/externalLinks/maxRetryWait",schemaPath:"#/properties/externalLinks/properties/maxRetryWait/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid11 = _errs61 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data15.perHost !== undefined){
let data25 = data15.perHost;
const _errs63 = errors;
if(!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))){
validate10.errors = [{instancePath:instancePath+"/externalLinks/perHost",schemaPath:"#/properties/externalLinks/properties/perHost/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs63){
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 > 64 || isNaN(data25)){
validate10.errors = [{instancePath:instancePath+"/externalLinks/perHost",schemaPath:"#/properties/externalLinks/properties/perHost/maximum",keyword:"maximum",params:{comparison: "<=", limit: 64},message:"must be <= 64"}];
return false;
}
else {
if(data25 < 1 || isNaN(data25)){
validate10.errors = [{instancePath:instancePath+"/externalLinks/perHost",schemaPath:"#/properties/externalLinks/properties/perHost/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid11 = _errs63 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data15.concurrency !== undefined){
let data26 = data15.concurrency;
const _errs65 = errors;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
validate10.errors = [{instancePath:instancePath+"/externalLinks/concurrency",schemaPath:"#/properties/externalLinks/properties/concurrency/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs65){
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 > 256 || isNaN(data26)){
validate10.errors = [{instancePath:instancePath+"/externalLinks/concurrency",schemaPath:"#/properties/externalLinks/properties/concurrency/maximum",keyword:"maximum",params:{comparison: "<=", limit: 256},message:"must be <= 256"}];
return false;
}
else {
if(data26 < 1 || isNaN(data26)){
validate10.errors = [{instancePath:instancePath+"/externalLinks/concurrency",schemaPath:"#/properties/externalLinks/properties/concurrency/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid11 = _errs65 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data15.cacheMaxAge !== undefined){
let data27 = data15.cacheMaxAge;
const _errs67 = errors;
if(errors === _errs67){
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 < 0 || isNaN(data27)){
validate10.errors = [{instancePath:instancePath+"/externalLinks/cacheMaxAge",schemaPath:"#/properties/externalLinks/properties/cacheMaxAge/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/externalLinks/cacheMaxAge",schemaPath:"#/properties/externalLinks/properties/cacheMaxAge/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid11 = _errs67 === errors;
}
else {
var valid11 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/externalLinks",schemaPath:"#/properties/externalLinks/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.overrides !== undefined){
let data28 = data.overrides;
const _errs69 = errors;
if(errors === _errs69){
if(Array.isArray(data28)){
var valid16 = true;
const len5 = data28.length;
for(let i5=0; i5<len5; i5++){
let data29 = data28[i5];
const _errs71 = errors;
if(errors === _errs71){
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
let missing0;
if((data29.files === undefined) && (missing0 = "files")){
validate10.errors = [{instancePath:instancePath+"/overrides/" + i5,schemaPath:"#/properties/overrides/items/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs73 = errors;
for(const key6 in data29){
if(!((key6 === "files") || (key6 === "rules"))){
validate10.errors = [{instancePath:instancePath+"/overrides/" + i5,schemaPath:"#/properties/overrides/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs73 === errors){
if(data29.files !== undefined){
let data30 = data29.files;
const _errs74 = errors;
const _errs75 = errors;
let valid18 = false;
const _errs76 = errors;
if(typeof data30 !== "string"){
const err7 = {instancePath:instancePath+"/overrides/" + i5+"/files",schemaPath:"#/properties/overrides/items/properties/files/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid2 = _errs76 === errors;
valid18 = valid18 || _valid2;
if(!valid18){
const _errs78 = errors;
if(errors === _errs78){
if(Array.isArray(data30)){
if(data30.length < 1){
const err8 = {instancePath:instancePath+"/overrides/" + i5+"/files",schemaPath:"#/properties/overrides/items/properties/files/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
var valid19 = true;
const len6 = data30.length;
for(let i6=0; i6<len6; i6++){
const _errs80 = errors;
if(typeof data30[i6] !== "string"){
const err9 = {instancePath:instancePath+"/overrides/" + i5+"/files/" + i6,schemaPath:"#/properties/overrides/items/properties/files/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var valid19 = _errs80 === errors;
if(!valid19){
break;
}
}
}
}
else {
const err10 = {instancePath:instancePath+"/overrides/" + i5+"/files",schemaPath:"#/properties/overrides/items/properties/files/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid2 = _errs78 === errors;
valid18 = valid18 || _valid2;
}
if(!valid18){
const err11 = {instancePath:instancePath+"/overrides/" + i5+"/files",schemaPath:"#/properties/overrides/items/properties/files/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs75;
if(vErrors !== null){
if(_errs75){
vErrors.length = _errs75;
}
else {
vErrors = null;
}
}
}
var valid17 = _errs74 === errors;
}
else {
var valid17 = true;
}
if(valid17){
if(data29.rules !== undefined){
const _errs82 = errors;
if(!(validate14(data29.rules, {instancePath:instancePath+"/overrides/" + i5+"/rules",parentData:data29,parentDataProperty:"rules",rootData}))){
vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
errors = vErrors.length;
}
var valid17 = _errs82 === errors;
}
else {
var valid17 = true;
}
}
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/overrides/" + i5,schemaPath:"#/properties/overrides/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid16 = _errs71 === errors;
if(!valid16){
break;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/overrides",schemaPath:"#/properties/overrides/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs69 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate10.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate10.errors = vErrors;
return errors === 0;
}

exports["image-alt"] = validate17;
const schema20 = {"type":"object","additionalProperties":false,"properties":{"genericWords":{"type":"array","items":{"type":"string"},"description":"Alt texts that say nothing of the image on their own; compared without case and punctuation."}}};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "genericWords")){
validate17.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.genericWords !== undefined){
let data0 = data.genericWords;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(typeof data0[i0] !== "string"){
validate17.errors = [{instancePath:instancePath+"/genericWords/" + i0,schemaPath:"#/properties/genericWords/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/genericWords",schemaPath:"#/properties/genericWords/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate17.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate17.errors = vErrors;
return errors === 0;
}

exports["link-text"] = validate18;
const schema21 = {"type":"object","additionalProperties":false,"properties":{"phrases":{"type":"array","items":{"type":"string"},"description":"Link texts too vague to say where a link goes; compared without case and surrounding punctuation."},"maxUrlLength":{"type":"integer","minimum":0,"description":"The longest raw URL accepted as link text (and as a bare URL, when `bareUrls` is on)."},"bareUrls":{"type":"boolean","description":"Also report bare URLs in the text (turned into links) longer than `maxUrlLength`."}}};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "phrases") || (key0 === "maxUrlLength")) || (key0 === "bareUrls"))){
validate18.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.phrases !== undefined){
let data0 = data.phrases;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(typeof data0[i0] !== "string"){
validate18.errors = [{instancePath:instancePath+"/phrases/" + i0,schemaPath:"#/properties/phrases/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate18.errors = [{instancePath:instancePath+"/phrases",schemaPath:"#/properties/phrases/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxUrlLength !== undefined){
let data2 = data.maxUrlLength;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate18.errors = [{instancePath:instancePath+"/maxUrlLength",schemaPath:"#/properties/maxUrlLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
validate18.errors = [{instancePath:instancePath+"/maxUrlLength",schemaPath:"#/properties/maxUrlLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bareUrls !== undefined){
const _errs8 = errors;
if(typeof data.bareUrls !== "boolean"){
validate18.errors = [{instancePath:instancePath+"/bareUrls",schemaPath:"#/properties/bareUrls/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate18.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate18.errors = vErrors;
return errors === 0;
}

exports["component-unknown"] = validate19;
const schema22 = {"type":"object","additionalProperties":false,"properties":{"components":{"type":"object","description":"Components the site provides, by name, with their attributes.","additionalProperties":{"type":"object","additionalProperties":false,"properties":{"attributes":{"type":"object","description":"The attributes it takes; without this list, any attribute is accepted.","additionalProperties":{"type":"object","additionalProperties":false,"properties":{"required":{"type":"boolean","default":false},"type":{"enum":["string","number","boolean"]}}}},"oneOf":{"type":"array","items":{"type":"string"},"description":"Exactly one of these attributes must be given."},"children":{"description":"The only components it may contain, or `code` for code blocks only.","anyOf":[{"const":"code"},{"type":"array","items":{"type":"string"}}]},"parent":{"type":"string","description":"The component it must be inside."}}}},"builtIn":{"enum":["seed","generator"],"description":"Which built-in components are known: `generator` (every component of the site generator, the default) or `seed` (only the core list of the format)."}}};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "components") || (key0 === "builtIn"))){
validate19.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.components !== undefined){
let data0 = data.components;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
let data1 = data0[key1];
const _errs5 = errors;
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
const _errs7 = errors;
for(const key2 in data1){
if(!((((key2 === "attributes") || (key2 === "oneOf")) || (key2 === "children")) || (key2 === "parent"))){
validate19.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/components/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs7 === errors){
if(data1.attributes !== undefined){
let data2 = data1.attributes;
const _errs8 = errors;
if(errors === _errs8){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key3 in data2){
let data3 = data2[key3];
const _errs11 = errors;
if(errors === _errs11){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
const _errs13 = errors;
for(const key4 in data3){
if(!((key4 === "required") || (key4 === "type"))){
validate19.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/attributes/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/components/additionalProperties/properties/attributes/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs13 === errors){
if(data3.required !== undefined){
const _errs14 = errors;
if(typeof data3.required !== "boolean"){
validate19.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/attributes/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/required",schemaPath:"#/properties/components/additionalProperties/properties/attributes/additionalProperties/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid4 = _errs14 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data3.type !== undefined){
let data5 = data3.type;
const _errs16 = errors;
if(!(((data5 === "string") || (data5 === "number")) || (data5 === "boolean"))){
validate19.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/attributes/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/type",schemaPath:"#/properties/components/additionalProperties/properties/attributes/additionalProperties/properties/type/enum",keyword:"enum",params:{allowedValues: schema22.properties.components.additionalProperties.properties.attributes.additionalProperties.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid4 = _errs16 === errors;
}
else {
var valid4 = true;
}
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/attributes/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/components/additionalProperties/properties/attributes/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs11 === errors;
if(!valid3){
break;
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/attributes",schemaPath:"#/properties/components/additionalProperties/properties/attributes/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.oneOf !== undefined){
let data6 = data1.oneOf;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data6)){
var valid5 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs19 = errors;
if(typeof data6[i0] !== "string"){
validate19.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/oneOf/" + i0,schemaPath:"#/properties/components/additionalProperties/properties/oneOf/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs19 === errors;
if(!valid5){
break;
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/oneOf",schemaPath:"#/properties/components/additionalProperties/properties/oneOf/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.children !== undefined){
let data8 = data1.children;
const _errs21 = errors;
const _errs22 = errors;
let valid6 = false;
const _errs23 = errors;
if("code" !== data8){
const err0 = {instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/children",schemaPath:"#/properties/components/additionalProperties/properties/children/anyOf/0/const",keyword:"const",params:{allowedValue: "code"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid6 = valid6 || _valid0;
if(!valid6){
const _errs24 = errors;
if(errors === _errs24){
if(Array.isArray(data8)){
var valid7 = true;
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
const _errs26 = errors;
if(typeof data8[i1] !== "string"){
const err1 = {instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/children/" + i1,schemaPath:"#/properties/components/additionalProperties/properties/children/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var valid7 = _errs26 === errors;
if(!valid7){
break;
}
}
}
else {
const err2 = {instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/children",schemaPath:"#/properties/components/additionalProperties/properties/children/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs24 === errors;
valid6 = valid6 || _valid0;
}
if(!valid6){
const err3 = {instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/children",schemaPath:"#/properties/components/additionalProperties/properties/children/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate19.errors = vErrors;
return false;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs21 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.parent !== undefined){
const _errs28 = errors;
if(typeof data1.parent !== "string"){
validate19.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/parent",schemaPath:"#/properties/components/additionalProperties/properties/parent/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs28 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/components/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/components",schemaPath:"#/properties/components/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.builtIn !== undefined){
let data11 = data.builtIn;
const _errs30 = errors;
if(!((data11 === "seed") || (data11 === "generator"))){
validate19.errors = [{instancePath:instancePath+"/builtIn",schemaPath:"#/properties/builtIn/enum",keyword:"enum",params:{allowedValues: schema22.properties.builtIn.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate19.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate19.errors = vErrors;
return errors === 0;
}

exports["component-attributes"] = validate20;
const schema23 = {"type":"object","additionalProperties":false,"properties":{"components":{"type":"object","description":"Components the site provides, by name, with their attributes.","additionalProperties":{"type":"object","additionalProperties":false,"properties":{"attributes":{"type":"object","description":"The attributes it takes; without this list, any attribute is accepted.","additionalProperties":{"type":"object","additionalProperties":false,"properties":{"required":{"type":"boolean","default":false},"type":{"enum":["string","number","boolean"]}}}},"oneOf":{"type":"array","items":{"type":"string"},"description":"Exactly one of these attributes must be given."},"children":{"description":"The only components it may contain, or `code` for code blocks only.","anyOf":[{"const":"code"},{"type":"array","items":{"type":"string"}}]},"parent":{"type":"string","description":"The component it must be inside."}}}},"unknownAttributes":{"enum":["warn","error","off"],"description":"How an attribute the component does not take is reported."},"builtIn":{"enum":["seed","generator"],"description":"Which built-in components are known: `generator` (every component of the site generator, the default) or `seed` (only the core list of the format)."}}};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "components") || (key0 === "unknownAttributes")) || (key0 === "builtIn"))){
validate20.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.components !== undefined){
let data0 = data.components;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
let data1 = data0[key1];
const _errs5 = errors;
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
const _errs7 = errors;
for(const key2 in data1){
if(!((((key2 === "attributes") || (key2 === "oneOf")) || (key2 === "children")) || (key2 === "parent"))){
validate20.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/components/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs7 === errors){
if(data1.attributes !== undefined){
let data2 = data1.attributes;
const _errs8 = errors;
if(errors === _errs8){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key3 in data2){
let data3 = data2[key3];
const _errs11 = errors;
if(errors === _errs11){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
const _errs13 = errors;
for(const key4 in data3){
if(!((key4 === "required") || (key4 === "type"))){
validate20.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/attributes/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/components/additionalProperties/properties/attributes/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs13 === errors){
if(data3.required !== undefined){
const _errs14 = errors;
if(typeof data3.required !== "boolean"){
validate20.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/attributes/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/required",schemaPath:"#/properties/components/additionalProperties/properties/attributes/additionalProperties/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid4 = _errs14 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data3.type !== undefined){
let data5 = data3.type;
const _errs16 = errors;
if(!(((data5 === "string") || (data5 === "number")) || (data5 === "boolean"))){
validate20.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/attributes/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/type",schemaPath:"#/properties/components/additionalProperties/properties/attributes/additionalProperties/properties/type/enum",keyword:"enum",params:{allowedValues: schema23.properties.components.additionalProperties.properties.attributes.additionalProperties.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid4 = _errs16 === errors;
}
else {
var valid4 = true;
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/attributes/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/components/additionalProperties/properties/attributes/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs11 === errors;
if(!valid3){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/attributes",schemaPath:"#/properties/components/additionalProperties/properties/attributes/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.oneOf !== undefined){
let data6 = data1.oneOf;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data6)){
var valid5 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs19 = errors;
if(typeof data6[i0] !== "string"){
validate20.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/oneOf/" + i0,schemaPath:"#/properties/components/additionalProperties/properties/oneOf/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs19 === errors;
if(!valid5){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/oneOf",schemaPath:"#/properties/components/additionalProperties/properties/oneOf/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.children !== undefined){
let data8 = data1.children;
const _errs21 = errors;
const _errs22 = errors;
let valid6 = false;
const _errs23 = errors;
if("code" !== data8){
const err0 = {instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/children",schemaPath:"#/properties/components/additionalProperties/properties/children/anyOf/0/const",keyword:"const",params:{allowedValue: "code"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid6 = valid6 || _valid0;
if(!valid6){
const _errs24 = errors;
if(errors === _errs24){
if(Array.isArray(data8)){
var valid7 = true;
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
const _errs26 = errors;
if(typeof data8[i1] !== "string"){
const err1 = {instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/children/" + i1,schemaPath:"#/properties/components/additionalProperties/properties/children/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var valid7 = _errs26 === errors;
if(!valid7){
break;
}
}
}
else {
const err2 = {instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/children",schemaPath:"#/properties/components/additionalProperties/properties/children/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs24 === errors;
valid6 = valid6 || _valid0;
}
if(!valid6){
const err3 = {instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/children",schemaPath:"#/properties/components/additionalProperties/properties/children/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs21 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.parent !== undefined){
const _errs28 = errors;
if(typeof data1.parent !== "string"){
validate20.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/parent",schemaPath:"#/properties/components/additionalProperties/properties/parent/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs28 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/components/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/components",schemaPath:"#/properties/components/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.unknownAttributes !== undefined){
let data11 = data.unknownAttributes;
const _errs30 = errors;
if(!(((data11 === "warn") || (data11 === "error")) || (data11 === "off"))){
validate20.errors = [{instancePath:instancePath+"/unknownAttributes",schemaPath:"#/properties/unknownAttributes/enum",keyword:"enum",params:{allowedValues: schema23.properties.unknownAttributes.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.builtIn !== undefined){
let data12 = data.builtIn;
const _errs31 = errors;
if(!((data12 === "seed") || (data12 === "generator"))){
validate20.errors = [{instancePath:instancePath+"/builtIn",schemaPath:"#/properties/builtIn/enum",keyword:"enum",params:{allowedValues: schema23.properties.builtIn.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate20.errors = vErrors;
return errors === 0;
}

exports["component-nesting"] = validate21;
const schema24 = {"type":"object","additionalProperties":false,"properties":{"components":{"type":"object","description":"Components the site provides, by name, with their attributes.","additionalProperties":{"type":"object","additionalProperties":false,"properties":{"attributes":{"type":"object","description":"The attributes it takes; without this list, any attribute is accepted.","additionalProperties":{"type":"object","additionalProperties":false,"properties":{"required":{"type":"boolean","default":false},"type":{"enum":["string","number","boolean"]}}}},"oneOf":{"type":"array","items":{"type":"string"},"description":"Exactly one of these attributes must be given."},"children":{"description":"The only components it may contain, or `code` for code blocks only.","anyOf":[{"const":"code"},{"type":"array","items":{"type":"string"}}]},"parent":{"type":"string","description":"The component it must be inside."}}}}}};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "components")){
validate21.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.components !== undefined){
let data0 = data.components;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
let data1 = data0[key1];
const _errs5 = errors;
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
const _errs7 = errors;
for(const key2 in data1){
if(!((((key2 === "attributes") || (key2 === "oneOf")) || (key2 === "children")) || (key2 === "parent"))){
validate21.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/components/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs7 === errors){
if(data1.attributes !== undefined){
let data2 = data1.attributes;
const _errs8 = errors;
if(errors === _errs8){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key3 in data2){
let data3 = data2[key3];
const _errs11 = errors;
if(errors === _errs11){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
const _errs13 = errors;
for(const key4 in data3){
if(!((key4 === "required") || (key4 === "type"))){
validate21.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/attributes/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/components/additionalProperties/properties/attributes/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs13 === errors){
if(data3.required !== undefined){
const _errs14 = errors;
if(typeof data3.required !== "boolean"){
validate21.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/attributes/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/required",schemaPath:"#/properties/components/additionalProperties/properties/attributes/additionalProperties/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid4 = _errs14 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data3.type !== undefined){
let data5 = data3.type;
const _errs16 = errors;
if(!(((data5 === "string") || (data5 === "number")) || (data5 === "boolean"))){
validate21.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/attributes/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/type",schemaPath:"#/properties/components/additionalProperties/properties/attributes/additionalProperties/properties/type/enum",keyword:"enum",params:{allowedValues: schema24.properties.components.additionalProperties.properties.attributes.additionalProperties.properties.type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid4 = _errs16 === errors;
}
else {
var valid4 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/attributes/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/components/additionalProperties/properties/attributes/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs11 === errors;
if(!valid3){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/attributes",schemaPath:"#/properties/components/additionalProperties/properties/attributes/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.oneOf !== undefined){
let data6 = data1.oneOf;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data6)){
var valid5 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs19 = errors;
if(typeof data6[i0] !== "string"){
validate21.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/oneOf/" + i0,schemaPath:"#/properties/components/additionalProperties/properties/oneOf/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs19 === errors;
if(!valid5){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/oneOf",schemaPath:"#/properties/components/additionalProperties/properties/oneOf/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.children !== undefined){
let data8 = data1.children;
const _errs21 = errors;
const _errs22 = errors;
let valid6 = false;
const _errs23 = errors;
if("code" !== data8){
const err0 = {instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/children",schemaPath:"#/properties/components/additionalProperties/properties/children/anyOf/0/const",keyword:"const",params:{allowedValue: "code"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs23 === errors;
valid6 = valid6 || _valid0;
if(!valid6){
const _errs24 = errors;
if(errors === _errs24){
if(Array.isArray(data8)){
var valid7 = true;
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
const _errs26 = errors;
if(typeof data8[i1] !== "string"){
const err1 = {instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/children/" + i1,schemaPath:"#/properties/components/additionalProperties/properties/children/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var valid7 = _errs26 === errors;
if(!valid7){
break;
}
}
}
else {
const err2 = {instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/children",schemaPath:"#/properties/components/additionalProperties/properties/children/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs24 === errors;
valid6 = valid6 || _valid0;
}
if(!valid6){
const err3 = {instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/children",schemaPath:"#/properties/components/additionalProperties/properties/children/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs21 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.parent !== undefined){
const _errs28 = errors;
if(typeof data1.parent !== "string"){
validate21.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/parent",schemaPath:"#/properties/components/additionalProperties/properties/parent/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs28 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/components/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/components/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/components",schemaPath:"#/properties/components/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
}
else {
validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate21.errors = vErrors;
return errors === 0;
}

exports["prose-person"] = validate22;
const schema25 = {"type":"object","additionalProperties":false,"properties":{"words":{"type":"array","items":{"type":"string"},"description":"First-person words reported, in lower case (`i` stands for the capital `I`)."}}};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "words")){
validate22.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.words !== undefined){
let data0 = data.words;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(typeof data0[i0] !== "string"){
validate22.errors = [{instancePath:instancePath+"/words/" + i0,schemaPath:"#/properties/words/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/words",schemaPath:"#/properties/words/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate22.errors = vErrors;
return errors === 0;
}

exports["prose-passive"] = validate23;
const schema26 = {"type":"object","additionalProperties":false,"properties":{"withoutAgent":{"type":"boolean","description":"Also report passives that name no agent (\"the key is stored\")."}}};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "withoutAgent")){
validate23.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.withoutAgent !== undefined){
if(typeof data.withoutAgent !== "boolean"){
validate23.errors = [{instancePath:instancePath+"/withoutAgent",schemaPath:"#/properties/withoutAgent/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
}
}
}
else {
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}

exports["code-error-handling"] = validate24;
const schema27 = {"type":"object","additionalProperties":false,"properties":{"shell":{"type":"boolean","description":"Also report `curl` commands without `--fail` in shell blocks."}}};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "shell")){
validate24.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.shell !== undefined){
if(typeof data.shell !== "boolean"){
validate24.errors = [{instancePath:instancePath+"/shell",schemaPath:"#/properties/shell/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
}
}
}
else {
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}

exports["prose-hedging"] = validate25;
const schema28 = {"type":"object","additionalProperties":false,"properties":{"ignore":{"type":"array","items":{"type":"string"},"description":"Words (in lower case) not to report, such as `really`."}}};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "ignore")){
validate25.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.ignore !== undefined){
let data0 = data.ignore;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(typeof data0[i0] !== "string"){
validate25.errors = [{instancePath:instancePath+"/ignore/" + i0,schemaPath:"#/properties/ignore/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/ignore",schemaPath:"#/properties/ignore/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate25.errors = vErrors;
return errors === 0;
}

exports["prose-simplify"] = validate26;
const schema29 = {"type":"object","additionalProperties":false,"properties":{"ignore":{"type":"array","items":{"type":"string"},"description":"Phrases (in lower case) not to report, such as `a number of`."}}};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "ignore")){
validate26.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.ignore !== undefined){
let data0 = data.ignore;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(typeof data0[i0] !== "string"){
validate26.errors = [{instancePath:instancePath+"/ignore/" + i0,schemaPath:"#/properties/ignore/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/ignore",schemaPath:"#/properties/ignore/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}

exports["prose-spelling"] = validate27;
const schema30 = {"type":"object","additionalProperties":false,"properties":{"words":{"type":"array","items":{"type":"string"},"description":"Words to accept beyond the dictionary and `.docslint-words`."}}};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "words")){
validate27.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.words !== undefined){
let data0 = data.words;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(typeof data0[i0] !== "string"){
validate27.errors = [{instancePath:instancePath+"/words/" + i0,schemaPath:"#/properties/words/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/words",schemaPath:"#/properties/words/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate27.errors = vErrors;
return errors === 0;
}

exports["openapi/*"] = validate28;
const schema31 = {"type":"object"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
validate28.errors = vErrors;
return errors === 0;
}

return module.exports
}

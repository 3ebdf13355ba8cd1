/* Generated from schemas/docs.schema.json with src/config/ajv-setup.ts by `npm run schema:validators`. Do not edit. */
"use strict";
module.exports = function validatorWith(require) {
const module = { exports: {} };
function docslintAppendErrors(to, from) { for (let i = 0; i < from.length; i++) to.push(from[i]); return to };
module.exports = validate10;
module.exports.default = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://raw.githubusercontent.com/docslint/docslint/main/schemas/docs.schema.json","title":"docs.json","description":"Configuration of a documentation site: name, navigation, branding, colours, top bar, anchors, tabs, versions, API settings, footer links, feedback buttons, mode toggle and background image.","type":"object","required":["name","navigation"],"additionalProperties":false,"properties":{"$schema":{"type":"string","format":"uri-reference","description":"URL (or path, relative to this file) of the JSON Schema that editors use for autocompletion and hover help."},"name":{"type":"string","minLength":1,"description":"Project name; used for the global title."},"theme":{"type":"string","enum":["venus","quill","prism"],"description":"Layout theme of mint.json; the current format has themes of its own (`docslint migrate` writes `mint`)."},"navigation":{"type":"array","description":"Groups and the pages in each group.","items":{"$ref":"#/definitions/navigationGroup"}},"logo":{"description":"Path to a logo image, or an object with light and dark logo paths.","anyOf":[{"type":"string","minLength":1,"description":"Path to the logo image."},{"type":"object","description":"Logo images for light and dark mode.","additionalProperties":false,"properties":{"light":{"type":"string","minLength":1,"description":"Logo path in light mode."},"dark":{"type":"string","minLength":1,"description":"Logo path in dark mode."},"href":{"type":"string","format":"uri-reference","default":"/","description":"Where a click on the logo leads (default `/`)."}}}]},"favicon":{"type":"string","minLength":1,"description":"Path to the favicon image."},"colors":{"type":"object","description":"Hex colour codes of the global theme.","required":["primary"],"additionalProperties":false,"x-closed":true,"properties":{"primary":{"$ref":"#/definitions/hexColor","description":"Primary colour: highlighted content, section headers, accents in light mode."},"light":{"$ref":"#/definitions/hexColor","description":"Primary colour for dark mode (highlights, headers, accents)."},"dark":{"$ref":"#/definitions/hexColor","description":"Primary colour for important buttons."},"background":{"type":"object","description":"Background colours; both `light` and `dark` are required when `background` is given.","required":["light","dark"],"additionalProperties":false,"properties":{"light":{"$ref":"#/definitions/hexColor","description":"Background in light mode."},"dark":{"$ref":"#/definitions/hexColor","description":"Background in dark mode."}}},"anchors":{"description":"Colour of the anchor icons: a hex colour, or a gradient with `from` and `to` (an extension that real sites use).","anyOf":[{"$ref":"#/definitions/hexColor"},{"$ref":"#/definitions/gradient"}]}}},"topbarLinks":{"type":"array","description":"Links shown in the top bar.","items":{"type":"object","description":"A link in the top bar.","required":["name","url"],"additionalProperties":false,"x-closed":true,"properties":{"name":{"type":"string","minLength":1,"description":"Button name."},"url":{"type":"string","format":"uri-reference","description":"Target URL of the button."}}}},"topbarCtaButton":{"type":"object","description":"Call-to-action button in the top bar.","additionalProperties":false,"x-closed":true,"properties":{"type":{"type":"string","enum":["link","github"],"default":"link","description":"`link` shows a button; `github` shows repository information (including a star count) loaded from `url`."},"url":{"type":"string","format":"uri-reference","description":"For `link`: the button target. For `github`: the repository link."},"name":{"type":"string","minLength":1,"description":"Button text; required when `type` is `link`."}},"if":{"properties":{"type":{"const":"link"}}},"then":{"required":["name"],"description":"a `link` button (the default `type`) needs `name`, its text"}},"versions":{"type":"array","description":"Version names; set only when a version dropdown is wanted in the navigation bar.","uniqueItems":true,"items":{"type":"string","minLength":1,"description":"A version name."}},"anchors":{"type":"array","description":"Anchors: sidebar entries pointing to groups of pages.","items":{"$ref":"#/definitions/anchor"}},"topAnchor":{"type":"object","description":"Overrides for the top-most anchor.","additionalProperties":false,"x-closed":true,"default":{},"properties":{"name":{"type":"string","minLength":1,"default":"Documentation","description":"Name of the top-most anchor (default `Documentation`)."},"icon":{"type":"string","minLength":1,"default":"book-open","description":"Icon name (default `book-open`)."},"iconType":{"$ref":"#/definitions/iconType"}}},"tabs":{"type":"array","description":"Navigational tabs.","items":{"type":"object","description":"A navigational tab.","required":["name","url"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"description":"Tab label."},"url":{"type":"string","minLength":1,"description":"Start of the URL that marks which pages belong to the tab; generally the folder name."}}}},"api":{"type":"object","description":"API settings.","additionalProperties":false,"x-closed":true,"properties":{"baseUrl":{"description":"Base URL for all API endpoints; with an array, the user can toggle between the base URLs.","anyOf":[{"type":"string","format":"uri","description":"The base URL."},{"type":"array","minItems":1,"items":{"type":"string","format":"uri","description":"A base URL."}}]},"auth":{"type":"object","description":"How the API playground collects credentials for all documented API endpoints.","additionalProperties":false,"x-closed":true,"properties":{"method":{"type":"string","enum":["bearer","basic","key"],"description":"Authentication strategy for all API endpoints."},"name":{"type":"string","minLength":1,"description":"Name of the authentication parameter in the playground; with `method` `basic`, shaped `[usernameName]:[passwordName]`."},"inputPrefix":{"type":"string","description":"Default prefix for the authentication input field."}},"if":{"required":["method"],"properties":{"method":{"const":"basic"}}},"then":{"properties":{"name":{"type":"string","pattern":"^[^:]+:[^:]+$","patternErrorMessage":"is not shaped `[usernameName]:[passwordName]`, as it must be when `method` is `basic` (for example `username:password`)"}}}},"playground":{"type":"object","description":"The API playground.","additionalProperties":false,"default":{},"properties":{"mode":{"type":"string","enum":["show","simple","hide"],"default":"show","description":"`show`: playground displayed; `hide`: hidden; `simple`: endpoint shown without added user interactivity."}}},"maintainOrder":{"type":"boolean","description":"Keep the key order of the OpenAPI file on generated pages. Announced to become the default behaviour, after which the field is deprecated.","deprecated":true,"deprecationMessage":"is announced to become the default behaviour; the setting will then be deprecated and can be removed"}}},"openapi":{"description":"URL(s) or relative path(s) of OpenAPI file(s).","anyOf":[{"$ref":"#/definitions/openapiLocation"},{"type":"array","minItems":1,"items":{"$ref":"#/definitions/openapiLocation"}}]},"footerSocials":{"type":"object","description":"Social account links in the footer: platform name → account URL.","propertyNames":{"enum":["x","website","facebook","youtube","discord","slack","github","linkedin","instagram","hacker-news","medium","telegram","twitter","x-twitter","earth-americas","bluesky","threads","reddit","podcast"]},"additionalProperties":{"$ref":"#/definitions/socialUrl"},"properties":{"x":{"$ref":"#/definitions/socialUrl"},"website":{"$ref":"#/definitions/socialUrl"},"facebook":{"$ref":"#/definitions/socialUrl"},"youtube":{"$ref":"#/definitions/socialUrl"},"discord":{"$ref":"#/definitions/socialUrl"},"slack":{"$ref":"#/definitions/socialUrl"},"github":{"$ref":"#/definitions/socialUrl"},"linkedin":{"$ref":"#/definitions/socialUrl"},"instagram":{"$ref":"#/definitions/socialUrl"},"hacker-news":{"$ref":"#/definitions/socialUrl"},"medium":{"$ref":"#/definitions/socialUrl"},"telegram":{"$ref":"#/definitions/socialUrl"},"twitter":{"$ref":"#/definitions/socialUrl"},"x-twitter":{"$ref":"#/definitions/socialUrl"},"earth-americas":{"$ref":"#/definitions/socialUrl"},"bluesky":{"$ref":"#/definitions/socialUrl"},"threads":{"$ref":"#/definitions/socialUrl"},"reddit":{"$ref":"#/definitions/socialUrl"},"podcast":{"$ref":"#/definitions/socialUrl"}}},"feedback":{"type":"object","description":"Feedback buttons.","additionalProperties":false,"properties":{"suggestEdit":{"type":"boolean","default":false,"description":"Enables a button to suggest edits via pull requests."},"raiseIssue":{"type":"boolean","default":false,"description":"Enables a button to raise an issue about the documentation."}}},"modeToggle":{"type":"object","description":"Dark/light toggle customisation.","additionalProperties":false,"properties":{"default":{"type":"string","enum":["light","dark"],"description":"Mode shown to new users; when unset, the operating-system mode is used."},"isHidden":{"type":"boolean","default":false,"description":"Hides the toggle; with `default` set, the site is forced to a single mode."}}},"backgroundImage":{"type":"string","minLength":1,"description":"Background image shown behind every page."},"analytics":{"description":"Analytics integrations (accepted, not checked)."},"font":{"description":"Font settings (accepted, not checked)."},"redirects":{"description":"Redirects (accepted, not checked)."},"seo":{"description":"SEO settings (accepted, not checked)."},"banner":{"description":"A site-wide banner (accepted, not checked)."},"css":{"description":"Custom CSS (accepted, not checked)."},"scripts":{"description":"Custom scripts (accepted, not checked)."},"rounded":{"description":"Corner rounding (accepted, not checked)."},"primaryTab":{"description":"The primary tab (accepted, not checked)."},"search":{"description":"Search settings (accepted, not checked)."},"metadata":{"description":"Page metadata settings (accepted, not checked)."}},"definitions":{"hexColor":{"type":"string","pattern":"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$","patternErrorMessage":"is not a hex colour: write `#` and 3 or 6 hex digits, like `#0D9373`","description":"A hex colour code, like `#0D9373`."},"gradient":{"type":"object","description":"A gradient from one hex colour to another.","required":["from","to"],"additionalProperties":false,"x-closed":true,"properties":{"from":{"$ref":"#/definitions/hexColor"},"to":{"$ref":"#/definitions/hexColor"}}},"iconType":{"type":"string","enum":["brands","duotone","light","sharp-solid","solid","thin"],"default":"duotone","description":"Icon style (default `duotone`)."},"socialUrl":{"type":"string","format":"uri","description":"The account URL."},"openapiLocation":{"type":"string","minLength":1,"format":"uri-reference","description":"An absolute URL or a path relative to the site root of an OpenAPI file."},"navigationGroup":{"type":"object","description":"A group of pages in the navigation.","required":["group","pages"],"additionalProperties":false,"x-closed":true,"properties":{"group":{"type":"string","description":"Group name."},"pages":{"type":"array","description":"Pages of the group: paths of page files without extension, endpoint entries (`GET /users`, `openapi.yaml GET /users`), or nested groups.","items":{"anyOf":[{"type":"string","minLength":1,"description":"A page path without extension, or an endpoint entry."},{"$ref":"#/definitions/navigationGroup"}]}},"icon":{"type":"string","minLength":1,"description":"Icon name of the group."},"version":{"type":"string","minLength":1,"description":"Shows the group only when this version is selected."}}},"anchor":{"type":"object","description":"A sidebar entry pointing to a group of pages.","required":["name","url"],"additionalProperties":false,"properties":{"icon":{"type":"string","minLength":1,"description":"Name of an icon from the icon library."},"name":{"type":"string","minLength":1,"description":"Anchor label."},"url":{"type":"string","minLength":1,"description":"Start of the URL that marks which pages belong to the anchor; generally the folder name, or an external URL."},"color":{"description":"Hex colour of the icon background, or a gradient with `from` and `to`.","anyOf":[{"$ref":"#/definitions/hexColor"},{"$ref":"#/definitions/gradient"}]},"version":{"type":"string","minLength":1,"description":"Hides the anchor until the matching docs version is selected."},"isDefaultHidden":{"type":"boolean","default":false,"description":"Hides the anchor until someone is linked directly to a page inside it."},"iconType":{"$ref":"#/definitions/iconType"}}}}};
const schema13 = {"type":"string","pattern":"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$","patternErrorMessage":"is not a hex colour: write `#` and 3 or 6 hex digits, like `#0D9373`","description":"A hex colour code, like `#0D9373`."};
const schema24 = {"type":"string","enum":["brands","duotone","light","sharp-solid","solid","thin"],"default":"duotone","description":"Icon style (default `duotone`)."};
const schema26 = {"type":"string","minLength":1,"format":"uri-reference","description":"An absolute URL or a path relative to the site root of an OpenAPI file."};
const schema28 = {"type":"string","format":"uri","description":"The account URL."};
const func2 = Object.prototype.hasOwnProperty;
const func3 = require("ajv/dist/runtime/ucs2length").default;
const formats0 = /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
const formats8 = require("docslint:formats").uri;
const schema12 = {"type":"object","description":"A group of pages in the navigation.","required":["group","pages"],"additionalProperties":false,"x-closed":true,"properties":{"group":{"type":"string","description":"Group name."},"pages":{"type":"array","description":"Pages of the group: paths of page files without extension, endpoint entries (`GET /users`, `openapi.yaml GET /users`), or nested groups.","items":{"anyOf":[{"type":"string","minLength":1,"description":"A page path without extension, or an endpoint entry."},{"$ref":"#/definitions/navigationGroup"}]}},"icon":{"type":"string","minLength":1,"description":"Icon name of the group."},"version":{"type":"string","minLength":1,"description":"Shows the group only when this version is selected."}}};
const wrapper0 = {validate: validate11};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.group === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "group"},message:"must have required property '"+"group"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.pages === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pages"},message:"must have required property '"+"pages"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "group") || (key0 === "pages")) || (key0 === "icon")) || (key0 === "version"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.group !== undefined){
let data0 = data.group;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/group",schemaPath:"#/properties/group/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.group.type,parentSchema:schema12.properties.group,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.pages !== undefined){
let data1 = data.pages;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs8 = errors;
let valid3 = false;
const _errs9 = errors;
if(typeof data2 === "string"){
if(func3(data2) < 1){
const err4 = {instancePath:instancePath+"/pages/" + i0,schemaPath:"#/properties/pages/items/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.pages.items.anyOf[0],data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/pages/" + i0,schemaPath:"#/properties/pages/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.pages.items.anyOf[0].type,parentSchema:schema12.properties.pages.items.anyOf[0],data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs11 = errors;
if(!(wrapper0.validate(data2, {instancePath:instancePath+"/pages/" + i0,parentData:data1,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? wrapper0.validate.errors : docslintAppendErrors(vErrors, wrapper0.validate.errors);
errors = vErrors.length;
}
var _valid0 = _errs11 === errors;
valid3 = valid3 || _valid0;
}
if(!valid3){
const err6 = {instancePath:instancePath+"/pages/" + i0,schemaPath:"#/properties/pages/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema12.properties.pages.items.anyOf,parentSchema:schema12.properties.pages.items,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err7 = {instancePath:instancePath+"/pages",schemaPath:"#/properties/pages/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.pages.type,parentSchema:schema12.properties.pages,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.icon !== undefined){
let data3 = data.icon;
if(typeof data3 === "string"){
if(func3(data3) < 1){
const err8 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.icon,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.icon.type,parentSchema:schema12.properties.icon,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.version !== undefined){
let data4 = data.version;
if(typeof data4 === "string"){
if(func3(data4) < 1){
const err10 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.version,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.version.type,parentSchema:schema12.properties.version,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.type,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

const schema19 = {"type":"object","description":"A gradient from one hex colour to another.","required":["from","to"],"additionalProperties":false,"x-closed":true,"properties":{"from":{"$ref":"#/definitions/hexColor"},"to":{"$ref":"#/definitions/hexColor"}}};
const pattern0 = new RegExp("^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", "u");

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.from === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'",schema:schema19.required,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.to === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'",schema:schema19.required,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "from") || (key0 === "to"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.from !== undefined){
let data0 = data.from;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err3 = {instancePath:instancePath+"/from",schemaPath:"#/definitions/hexColor/pattern",keyword:"pattern",params:{pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"},message:"must match pattern \""+"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"+"\"",schema:"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$",parentSchema:schema13,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/from",schemaPath:"#/definitions/hexColor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.type,parentSchema:schema13,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.to !== undefined){
let data1 = data.to;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err5 = {instancePath:instancePath+"/to",schemaPath:"#/definitions/hexColor/pattern",keyword:"pattern",params:{pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"},message:"must match pattern \""+"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"+"\"",schema:"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$",parentSchema:schema13,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/to",schemaPath:"#/definitions/hexColor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.type,parentSchema:schema13,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema19.type,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

const schema22 = {"type":"object","description":"A sidebar entry pointing to a group of pages.","required":["name","url"],"additionalProperties":false,"properties":{"icon":{"type":"string","minLength":1,"description":"Name of an icon from the icon library."},"name":{"type":"string","minLength":1,"description":"Anchor label."},"url":{"type":"string","minLength":1,"description":"Start of the URL that marks which pages belong to the anchor; generally the folder name, or an external URL."},"color":{"description":"Hex colour of the icon background, or a gradient with `from` and `to`.","anyOf":[{"$ref":"#/definitions/hexColor"},{"$ref":"#/definitions/gradient"}]},"version":{"type":"string","minLength":1,"description":"Hides the anchor until the matching docs version is selected."},"isDefaultHidden":{"type":"boolean","default":false,"description":"Hides the anchor until someone is linked directly to a page inside it."},"iconType":{"$ref":"#/definitions/iconType"}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema22.required,parentSchema:schema22,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.url === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema22.required,parentSchema:schema22,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "icon") || (key0 === "name")) || (key0 === "url")) || (key0 === "color")) || (key0 === "version")) || (key0 === "isDefaultHidden")) || (key0 === "iconType"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema22,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.icon !== undefined){
let data0 = data.icon;
if(typeof data0 === "string"){
if(func3(data0) < 1){
const err3 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema22.properties.icon,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/icon",schemaPath:"#/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema22.properties.icon.type,parentSchema:schema22.properties.icon,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func3(data1) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema22.properties.name,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema22.properties.name.type,parentSchema:schema22.properties.name,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.url !== undefined){
let data2 = data.url;
if(typeof data2 === "string"){
if(func3(data2) < 1){
const err7 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema22.properties.url,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema22.properties.url.type,parentSchema:schema22.properties.url,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.color !== undefined){
let data3 = data.color;
const _errs9 = errors;
let valid1 = false;
const _errs10 = errors;
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err9 = {instancePath:instancePath+"/color",schemaPath:"#/definitions/hexColor/pattern",keyword:"pattern",params:{pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"},message:"must match pattern \""+"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"+"\"",schema:"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$",parentSchema:schema13,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/color",schemaPath:"#/definitions/hexColor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.type,parentSchema:schema13,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs14 = errors;
if(!(validate13(data3, {instancePath:instancePath+"/color",parentData:data,parentDataProperty:"color",rootData}))){
vErrors = vErrors === null ? validate13.errors : docslintAppendErrors(vErrors, validate13.errors);
errors = vErrors.length;
}
var _valid0 = _errs14 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err11 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema22.properties.color.anyOf,parentSchema:schema22.properties.color,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
if(data.version !== undefined){
let data4 = data.version;
if(typeof data4 === "string"){
if(func3(data4) < 1){
const err12 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema22.properties.version,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema22.properties.version.type,parentSchema:schema22.properties.version,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.isDefaultHidden !== undefined){
let data5 = data.isDefaultHidden;
if(typeof data5 !== "boolean"){
const err14 = {instancePath:instancePath+"/isDefaultHidden",schemaPath:"#/properties/isDefaultHidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema22.properties.isDefaultHidden.type,parentSchema:schema22.properties.isDefaultHidden,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.iconType !== undefined){
let data6 = data.iconType;
if(typeof data6 !== "string"){
const err15 = {instancePath:instancePath+"/iconType",schemaPath:"#/definitions/iconType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.type,parentSchema:schema24,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((((((data6 === "brands") || (data6 === "duotone")) || (data6 === "light")) || (data6 === "sharp-solid")) || (data6 === "solid")) || (data6 === "thin"))){
const err16 = {instancePath:instancePath+"/iconType",schemaPath:"#/definitions/iconType/enum",keyword:"enum",params:{allowedValues: schema24.enum},message:"must be equal to one of the allowed values",schema:schema24.enum,parentSchema:schema24,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema22.type,parentSchema:schema22,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

const pattern9 = new RegExp("^[^:]+:[^:]+$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://raw.githubusercontent.com/docslint/docslint/main/schemas/docs.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.navigation === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "navigation"},message:"must have required property '"+"navigation"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.$schema !== undefined){
let data0 = data.$schema;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err3 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema11.properties.$schema,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.$schema.type,parentSchema:schema11.properties.$schema,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func3(data1) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.name,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.name.type,parentSchema:schema11.properties.name,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.theme !== undefined){
let data2 = data.theme;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/theme",schemaPath:"#/properties/theme/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.theme.type,parentSchema:schema11.properties.theme,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((data2 === "venus") || (data2 === "quill")) || (data2 === "prism"))){
const err8 = {instancePath:instancePath+"/theme",schemaPath:"#/properties/theme/enum",keyword:"enum",params:{allowedValues: schema11.properties.theme.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.theme.enum,parentSchema:schema11.properties.theme,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.navigation !== undefined){
let data3 = data.navigation;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate11(data3[i0], {instancePath:instancePath+"/navigation/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate11.errors : docslintAppendErrors(vErrors, validate11.errors);
errors = vErrors.length;
}
}
}
else {
const err9 = {instancePath:instancePath+"/navigation",schemaPath:"#/properties/navigation/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.navigation.type,parentSchema:schema11.properties.navigation,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.logo !== undefined){
let data5 = data.logo;
const _errs12 = errors;
let valid3 = false;
const _errs13 = errors;
if(typeof data5 === "string"){
if(func3(data5) < 1){
const err10 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.logo.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.logo.anyOf[0].type,parentSchema:schema11.properties.logo.anyOf[0],data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs15 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key1 in data5){
if(!(((key1 === "light") || (key1 === "dark")) || (key1 === "href"))){
const err12 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.logo.anyOf[1],data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data5.light !== undefined){
let data6 = data5.light;
if(typeof data6 === "string"){
if(func3(data6) < 1){
const err13 = {instancePath:instancePath+"/logo/light",schemaPath:"#/properties/logo/anyOf/1/properties/light/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.logo.anyOf[1].properties.light,data:data6};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/logo/light",schemaPath:"#/properties/logo/anyOf/1/properties/light/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.logo.anyOf[1].properties.light.type,parentSchema:schema11.properties.logo.anyOf[1].properties.light,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data5.dark !== undefined){
let data7 = data5.dark;
if(typeof data7 === "string"){
if(func3(data7) < 1){
const err15 = {instancePath:instancePath+"/logo/dark",schemaPath:"#/properties/logo/anyOf/1/properties/dark/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.logo.anyOf[1].properties.dark,data:data7};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/logo/dark",schemaPath:"#/properties/logo/anyOf/1/properties/dark/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.logo.anyOf[1].properties.dark.type,parentSchema:schema11.properties.logo.anyOf[1].properties.dark,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data5.href !== undefined){
let data8 = data5.href;
if(typeof data8 === "string"){
if(!(formats0.test(data8))){
const err17 = {instancePath:instancePath+"/logo/href",schemaPath:"#/properties/logo/anyOf/1/properties/href/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema11.properties.logo.anyOf[1].properties.href,data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/logo/href",schemaPath:"#/properties/logo/anyOf/1/properties/href/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.logo.anyOf[1].properties.href.type,parentSchema:schema11.properties.logo.anyOf[1].properties.href,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.logo.anyOf[1].type,parentSchema:schema11.properties.logo.anyOf[1],data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid3 = valid3 || _valid0;
}
if(!valid3){
const err20 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema11.properties.logo.anyOf,parentSchema:schema11.properties.logo,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
if(data.favicon !== undefined){
let data9 = data.favicon;
if(typeof data9 === "string"){
if(func3(data9) < 1){
const err21 = {instancePath:instancePath+"/favicon",schemaPath:"#/properties/favicon/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.favicon,data:data9};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/favicon",schemaPath:"#/properties/favicon/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.favicon.type,parentSchema:schema11.properties.favicon,data:data9};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.colors !== undefined){
let data10 = data.colors;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.primary === undefined){
const err23 = {instancePath:instancePath+"/colors",schemaPath:"#/properties/colors/required",keyword:"required",params:{missingProperty: "primary"},message:"must have required property '"+"primary"+"'",schema:schema11.properties.colors.required,parentSchema:schema11.properties.colors,data:data10};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
for(const key2 in data10){
if(!(((((key2 === "primary") || (key2 === "light")) || (key2 === "dark")) || (key2 === "background")) || (key2 === "anchors"))){
const err24 = {instancePath:instancePath+"/colors",schemaPath:"#/properties/colors/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.colors,data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data10.primary !== undefined){
let data11 = data10.primary;
if(typeof data11 === "string"){
if(!pattern0.test(data11)){
const err25 = {instancePath:instancePath+"/colors/primary",schemaPath:"#/definitions/hexColor/pattern",keyword:"pattern",params:{pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"},message:"must match pattern \""+"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"+"\"",schema:"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$",parentSchema:schema13,data:data11};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/colors/primary",schemaPath:"#/definitions/hexColor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.type,parentSchema:schema13,data:data11};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data10.light !== undefined){
let data12 = data10.light;
if(typeof data12 === "string"){
if(!pattern0.test(data12)){
const err27 = {instancePath:instancePath+"/colors/light",schemaPath:"#/definitions/hexColor/pattern",keyword:"pattern",params:{pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"},message:"must match pattern \""+"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"+"\"",schema:"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$",parentSchema:schema13,data:data12};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/colors/light",schemaPath:"#/definitions/hexColor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.type,parentSchema:schema13,data:data12};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data10.dark !== undefined){
let data13 = data10.dark;
if(typeof data13 === "string"){
if(!pattern0.test(data13)){
const err29 = {instancePath:instancePath+"/colors/dark",schemaPath:"#/definitions/hexColor/pattern",keyword:"pattern",params:{pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"},message:"must match pattern \""+"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"+"\"",schema:"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$",parentSchema:schema13,data:data13};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/colors/dark",schemaPath:"#/definitions/hexColor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.type,parentSchema:schema13,data:data13};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data10.background !== undefined){
let data14 = data10.background;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.light === undefined){
const err31 = {instancePath:instancePath+"/colors/background",schemaPath:"#/properties/colors/properties/background/required",keyword:"required",params:{missingProperty: "light"},message:"must have required property '"+"light"+"'",schema:schema11.properties.colors.properties.background.required,parentSchema:schema11.properties.colors.properties.background,data:data14};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data14.dark === undefined){
const err32 = {instancePath:instancePath+"/colors/background",schemaPath:"#/properties/colors/properties/background/required",keyword:"required",params:{missingProperty: "dark"},message:"must have required property '"+"dark"+"'",schema:schema11.properties.colors.properties.background.required,parentSchema:schema11.properties.colors.properties.background,data:data14};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
for(const key3 in data14){
if(!((key3 === "light") || (key3 === "dark"))){
const err33 = {instancePath:instancePath+"/colors/background",schemaPath:"#/properties/colors/properties/background/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.colors.properties.background,data:data14};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data14.light !== undefined){
let data15 = data14.light;
if(typeof data15 === "string"){
if(!pattern0.test(data15)){
const err34 = {instancePath:instancePath+"/colors/background/light",schemaPath:"#/definitions/hexColor/pattern",keyword:"pattern",params:{pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"},message:"must match pattern \""+"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"+"\"",schema:"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$",parentSchema:schema13,data:data15};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/colors/background/light",schemaPath:"#/definitions/hexColor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.type,parentSchema:schema13,data:data15};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data14.dark !== undefined){
let data16 = data14.dark;
if(typeof data16 === "string"){
if(!pattern0.test(data16)){
const err36 = {instancePath:instancePath+"/colors/background/dark",schemaPath:"#/definitions/hexColor/pattern",keyword:"pattern",params:{pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"},message:"must match pattern \""+"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"+"\"",schema:"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$",parentSchema:schema13,data:data16};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/colors/background/dark",schemaPath:"#/definitions/hexColor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.type,parentSchema:schema13,data:data16};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/colors/background",schemaPath:"#/properties/colors/properties/background/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.colors.properties.background.type,parentSchema:schema11.properties.colors.properties.background,data:data14};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data10.anchors !== undefined){
let data17 = data10.anchors;
const _errs54 = errors;
let valid12 = false;
const _errs55 = errors;
if(typeof data17 === "string"){
if(!pattern0.test(data17)){
const err39 = {instancePath:instancePath+"/colors/anchors",schemaPath:"#/definitions/hexColor/pattern",keyword:"pattern",params:{pattern: "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"},message:"must match pattern \""+"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"+"\"",schema:"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$",parentSchema:schema13,data:data17};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/colors/anchors",schemaPath:"#/definitions/hexColor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.type,parentSchema:schema13,data:data17};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid1 = _errs55 === errors;
valid12 = valid12 || _valid1;
if(!valid12){
const _errs59 = errors;
if(!(validate13(data17, {instancePath:instancePath+"/colors/anchors",parentData:data10,parentDataProperty:"anchors",rootData}))){
vErrors = vErrors === null ? validate13.errors : docslintAppendErrors(vErrors, validate13.errors);
errors = vErrors.length;
}
var _valid1 = _errs59 === errors;
valid12 = valid12 || _valid1;
}
if(!valid12){
const err41 = {instancePath:instancePath+"/colors/anchors",schemaPath:"#/properties/colors/properties/anchors/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema11.properties.colors.properties.anchors.anyOf,parentSchema:schema11.properties.colors.properties.anchors,data:data17};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
else {
errors = _errs54;
if(vErrors !== null){
if(_errs54){
vErrors.length = _errs54;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err42 = {instancePath:instancePath+"/colors",schemaPath:"#/properties/colors/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.colors.type,parentSchema:schema11.properties.colors,data:data10};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.topbarLinks !== undefined){
let data18 = data.topbarLinks;
if(Array.isArray(data18)){
const len1 = data18.length;
for(let i1=0; i1<len1; i1++){
let data19 = data18[i1];
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.name === undefined){
const err43 = {instancePath:instancePath+"/topbarLinks/" + i1,schemaPath:"#/properties/topbarLinks/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema11.properties.topbarLinks.items.required,parentSchema:schema11.properties.topbarLinks.items,data:data19};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data19.url === undefined){
const err44 = {instancePath:instancePath+"/topbarLinks/" + i1,schemaPath:"#/properties/topbarLinks/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema11.properties.topbarLinks.items.required,parentSchema:schema11.properties.topbarLinks.items,data:data19};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
for(const key4 in data19){
if(!((key4 === "name") || (key4 === "url"))){
const err45 = {instancePath:instancePath+"/topbarLinks/" + i1,schemaPath:"#/properties/topbarLinks/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.topbarLinks.items,data:data19};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data19.name !== undefined){
let data20 = data19.name;
if(typeof data20 === "string"){
if(func3(data20) < 1){
const err46 = {instancePath:instancePath+"/topbarLinks/" + i1+"/name",schemaPath:"#/properties/topbarLinks/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.topbarLinks.items.properties.name,data:data20};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/topbarLinks/" + i1+"/name",schemaPath:"#/properties/topbarLinks/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.topbarLinks.items.properties.name.type,parentSchema:schema11.properties.topbarLinks.items.properties.name,data:data20};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data19.url !== undefined){
let data21 = data19.url;
if(typeof data21 === "string"){
if(!(formats0.test(data21))){
const err48 = {instancePath:instancePath+"/topbarLinks/" + i1+"/url",schemaPath:"#/properties/topbarLinks/items/properties/url/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema11.properties.topbarLinks.items.properties.url,data:data21};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/topbarLinks/" + i1+"/url",schemaPath:"#/properties/topbarLinks/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.topbarLinks.items.properties.url.type,parentSchema:schema11.properties.topbarLinks.items.properties.url,data:data21};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/topbarLinks/" + i1,schemaPath:"#/properties/topbarLinks/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.topbarLinks.items.type,parentSchema:schema11.properties.topbarLinks.items,data:data19};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath:instancePath+"/topbarLinks",schemaPath:"#/properties/topbarLinks/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.topbarLinks.type,parentSchema:schema11.properties.topbarLinks,data:data18};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.topbarCtaButton !== undefined){
let data22 = data.topbarCtaButton;
const _errs72 = errors;
let valid17 = true;
const _errs73 = errors;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(data22.type !== undefined){
if("link" !== data22.type){
const err52 = {};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
var _valid2 = _errs73 === errors;
errors = _errs72;
if(vErrors !== null){
if(_errs72){
vErrors.length = _errs72;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs75 = errors;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(data22.name === undefined){
const err53 = {instancePath:instancePath+"/topbarCtaButton",schemaPath:"#/properties/topbarCtaButton/then/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema11.properties.topbarCtaButton.then.required,parentSchema:schema11.properties.topbarCtaButton.then,data:data22};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
var _valid2 = _errs75 === errors;
valid17 = _valid2;
}
if(!valid17){
const err54 = {instancePath:instancePath+"/topbarCtaButton",schemaPath:"#/properties/topbarCtaButton/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema11.properties.topbarCtaButton.if,parentSchema:schema11.properties.topbarCtaButton,data:data22};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
for(const key5 in data22){
if(!(((key5 === "type") || (key5 === "url")) || (key5 === "name"))){
const err55 = {instancePath:instancePath+"/topbarCtaButton",schemaPath:"#/properties/topbarCtaButton/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.topbarCtaButton,data:data22};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data22.type !== undefined){
let data24 = data22.type;
if(typeof data24 !== "string"){
const err56 = {instancePath:instancePath+"/topbarCtaButton/type",schemaPath:"#/properties/topbarCtaButton/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.topbarCtaButton.properties.type.type,parentSchema:schema11.properties.topbarCtaButton.properties.type,data:data24};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(!((data24 === "link") || (data24 === "github"))){
const err57 = {instancePath:instancePath+"/topbarCtaButton/type",schemaPath:"#/properties/topbarCtaButton/properties/type/enum",keyword:"enum",params:{allowedValues: schema11.properties.topbarCtaButton.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.topbarCtaButton.properties.type.enum,parentSchema:schema11.properties.topbarCtaButton.properties.type,data:data24};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data22.url !== undefined){
let data25 = data22.url;
if(typeof data25 === "string"){
if(!(formats0.test(data25))){
const err58 = {instancePath:instancePath+"/topbarCtaButton/url",schemaPath:"#/properties/topbarCtaButton/properties/url/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema11.properties.topbarCtaButton.properties.url,data:data25};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/topbarCtaButton/url",schemaPath:"#/properties/topbarCtaButton/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.topbarCtaButton.properties.url.type,parentSchema:schema11.properties.topbarCtaButton.properties.url,data:data25};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data22.name !== undefined){
let data26 = data22.name;
if(typeof data26 === "string"){
if(func3(data26) < 1){
const err60 = {instancePath:instancePath+"/topbarCtaButton/name",schemaPath:"#/properties/topbarCtaButton/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.topbarCtaButton.properties.name,data:data26};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/topbarCtaButton/name",schemaPath:"#/properties/topbarCtaButton/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.topbarCtaButton.properties.name.type,parentSchema:schema11.properties.topbarCtaButton.properties.name,data:data26};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath:instancePath+"/topbarCtaButton",schemaPath:"#/properties/topbarCtaButton/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.topbarCtaButton.type,parentSchema:schema11.properties.topbarCtaButton,data:data22};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.versions !== undefined){
let data27 = data.versions;
if(Array.isArray(data27)){
const len2 = data27.length;
for(let i2=0; i2<len2; i2++){
let data28 = data27[i2];
if(typeof data28 === "string"){
if(func3(data28) < 1){
const err63 = {instancePath:instancePath+"/versions/" + i2,schemaPath:"#/properties/versions/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.versions.items,data:data28};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
else {
const err64 = {instancePath:instancePath+"/versions/" + i2,schemaPath:"#/properties/versions/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.versions.items.type,parentSchema:schema11.properties.versions.items,data:data28};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
let i3 = data27.length;
let j0;
if(i3 > 1){
const indices0 = {};
for(;i3--;){
let item0 = data27[i3];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err65 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i3+" are identical)",schema:true,parentSchema:schema11.properties.versions,data:data27};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
break;
}
indices0[item0] = i3;
}
}
}
else {
const err66 = {instancePath:instancePath+"/versions",schemaPath:"#/properties/versions/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.versions.type,parentSchema:schema11.properties.versions,data:data27};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.anchors !== undefined){
let data29 = data.anchors;
if(Array.isArray(data29)){
const len3 = data29.length;
for(let i4=0; i4<len3; i4++){
if(!(validate15(data29[i4], {instancePath:instancePath+"/anchors/" + i4,parentData:data29,parentDataProperty:i4,rootData}))){
vErrors = vErrors === null ? validate15.errors : docslintAppendErrors(vErrors, validate15.errors);
errors = vErrors.length;
}
}
}
else {
const err67 = {instancePath:instancePath+"/anchors",schemaPath:"#/properties/anchors/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.anchors.type,parentSchema:schema11.properties.anchors,data:data29};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data.topAnchor !== undefined){
let data31 = data.topAnchor;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
for(const key6 in data31){
if(!(((key6 === "name") || (key6 === "icon")) || (key6 === "iconType"))){
const err68 = {instancePath:instancePath+"/topAnchor",schemaPath:"#/properties/topAnchor/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.topAnchor,data:data31};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data31.name !== undefined){
let data32 = data31.name;
if(typeof data32 === "string"){
if(func3(data32) < 1){
const err69 = {instancePath:instancePath+"/topAnchor/name",schemaPath:"#/properties/topAnchor/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.topAnchor.properties.name,data:data32};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/topAnchor/name",schemaPath:"#/properties/topAnchor/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.topAnchor.properties.name.type,parentSchema:schema11.properties.topAnchor.properties.name,data:data32};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data31.icon !== undefined){
let data33 = data31.icon;
if(typeof data33 === "string"){
if(func3(data33) < 1){
const err71 = {instancePath:instancePath+"/topAnchor/icon",schemaPath:"#/properties/topAnchor/properties/icon/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.topAnchor.properties.icon,data:data33};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/topAnchor/icon",schemaPath:"#/properties/topAnchor/properties/icon/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.topAnchor.properties.icon.type,parentSchema:schema11.properties.topAnchor.properties.icon,data:data33};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data31.iconType !== undefined){
let data34 = data31.iconType;
if(typeof data34 !== "string"){
const err73 = {instancePath:instancePath+"/topAnchor/iconType",schemaPath:"#/definitions/iconType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.type,parentSchema:schema24,data:data34};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(!((((((data34 === "brands") || (data34 === "duotone")) || (data34 === "light")) || (data34 === "sharp-solid")) || (data34 === "solid")) || (data34 === "thin"))){
const err74 = {instancePath:instancePath+"/topAnchor/iconType",schemaPath:"#/definitions/iconType/enum",keyword:"enum",params:{allowedValues: schema24.enum},message:"must be equal to one of the allowed values",schema:schema24.enum,parentSchema:schema24,data:data34};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/topAnchor",schemaPath:"#/properties/topAnchor/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.topAnchor.type,parentSchema:schema11.properties.topAnchor,data:data31};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data.tabs !== undefined){
let data35 = data.tabs;
if(Array.isArray(data35)){
const len4 = data35.length;
for(let i5=0; i5<len4; i5++){
let data36 = data35[i5];
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
if(data36.name === undefined){
const err76 = {instancePath:instancePath+"/tabs/" + i5,schemaPath:"#/properties/tabs/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema11.properties.tabs.items.required,parentSchema:schema11.properties.tabs.items,data:data36};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data36.url === undefined){
const err77 = {instancePath:instancePath+"/tabs/" + i5,schemaPath:"#/properties/tabs/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema11.properties.tabs.items.required,parentSchema:schema11.properties.tabs.items,data:data36};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
for(const key7 in data36){
if(!((key7 === "name") || (key7 === "url"))){
const err78 = {instancePath:instancePath+"/tabs/" + i5,schemaPath:"#/properties/tabs/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.tabs.items,data:data36};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data36.name !== undefined){
let data37 = data36.name;
if(typeof data37 === "string"){
if(func3(data37) < 1){
const err79 = {instancePath:instancePath+"/tabs/" + i5+"/name",schemaPath:"#/properties/tabs/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.tabs.items.properties.name,data:data37};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
else {
const err80 = {instancePath:instancePath+"/tabs/" + i5+"/name",schemaPath:"#/properties/tabs/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.tabs.items.properties.name.type,parentSchema:schema11.properties.tabs.items.properties.name,data:data37};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data36.url !== undefined){
let data38 = data36.url;
if(typeof data38 === "string"){
if(func3(data38) < 1){
const err81 = {instancePath:instancePath+"/tabs/" + i5+"/url",schemaPath:"#/properties/tabs/items/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.tabs.items.properties.url,data:data38};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/tabs/" + i5+"/url",schemaPath:"#/properties/tabs/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.tabs.items.properties.url.type,parentSchema:schema11.properties.tabs.items.properties.url,data:data38};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
}
else {
const err83 = {instancePath:instancePath+"/tabs/" + i5,schemaPath:"#/properties/tabs/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.tabs.items.type,parentSchema:schema11.properties.tabs.items,data:data36};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
}
else {
const err84 = {instancePath:instancePath+"/tabs",schemaPath:"#/properties/tabs/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.tabs.type,parentSchema:schema11.properties.tabs,data:data35};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data.api !== undefined){
let data39 = data.api;
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
for(const key8 in data39){
if(!((((key8 === "baseUrl") || (key8 === "auth")) || (key8 === "playground")) || (key8 === "maintainOrder"))){
const err85 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.api,data:data39};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data39.baseUrl !== undefined){
let data40 = data39.baseUrl;
const _errs116 = errors;
let valid31 = false;
const _errs117 = errors;
if(typeof data40 === "string"){
if(!(formats8(data40))){
const err86 = {instancePath:instancePath+"/api/baseUrl",schemaPath:"#/properties/api/properties/baseUrl/anyOf/0/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema11.properties.api.properties.baseUrl.anyOf[0],data:data40};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
else {
const err87 = {instancePath:instancePath+"/api/baseUrl",schemaPath:"#/properties/api/properties/baseUrl/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.api.properties.baseUrl.anyOf[0].type,parentSchema:schema11.properties.api.properties.baseUrl.anyOf[0],data:data40};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
var _valid3 = _errs117 === errors;
valid31 = valid31 || _valid3;
if(!valid31){
const _errs119 = errors;
if(Array.isArray(data40)){
if(data40.length < 1){
const err88 = {instancePath:instancePath+"/api/baseUrl",schemaPath:"#/properties/api/properties/baseUrl/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema11.properties.api.properties.baseUrl.anyOf[1],data:data40};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
const len5 = data40.length;
for(let i6=0; i6<len5; i6++){
let data41 = data40[i6];
if(typeof data41 === "string"){
if(!(formats8(data41))){
const err89 = {instancePath:instancePath+"/api/baseUrl/" + i6,schemaPath:"#/properties/api/properties/baseUrl/anyOf/1/items/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema11.properties.api.properties.baseUrl.anyOf[1].items,data:data41};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
else {
const err90 = {instancePath:instancePath+"/api/baseUrl/" + i6,schemaPath:"#/properties/api/properties/baseUrl/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.api.properties.baseUrl.anyOf[1].items.type,parentSchema:schema11.properties.api.properties.baseUrl.anyOf[1].items,data:data41};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
}
else {
const err91 = {instancePath:instancePath+"/api/baseUrl",schemaPath:"#/properties/api/properties/baseUrl/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.api.properties.baseUrl.anyOf[1].type,parentSchema:schema11.properties.api.properties.baseUrl.anyOf[1],data:data40};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
var _valid3 = _errs119 === errors;
valid31 = valid31 || _valid3;
}
if(!valid31){
const err92 = {instancePath:instancePath+"/api/baseUrl",schemaPath:"#/properties/api/properties/baseUrl/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema11.properties.api.properties.baseUrl.anyOf,parentSchema:schema11.properties.api.properties.baseUrl,data:data40};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
else {
errors = _errs116;
if(vErrors !== null){
if(_errs116){
vErrors.length = _errs116;
}
else {
vErrors = null;
}
}
}
}
if(data39.auth !== undefined){
let data42 = data39.auth;
const _errs125 = errors;
let valid34 = true;
const _errs126 = errors;
if(data42 && typeof data42 == "object" && !Array.isArray(data42)){
let missing0;
if((data42.method === undefined) && (missing0 = "method")){
const err93 = {};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
else {
if(data42.method !== undefined){
if("basic" !== data42.method){
const err94 = {};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
}
var _valid4 = _errs126 === errors;
errors = _errs125;
if(vErrors !== null){
if(_errs125){
vErrors.length = _errs125;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs128 = errors;
if(data42 && typeof data42 == "object" && !Array.isArray(data42)){
if(data42.name !== undefined){
let data44 = data42.name;
if(typeof data44 === "string"){
if(!pattern9.test(data44)){
const err95 = {instancePath:instancePath+"/api/auth/name",schemaPath:"#/properties/api/properties/auth/then/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^:]+:[^:]+$"},message:"must match pattern \""+"^[^:]+:[^:]+$"+"\"",schema:"^[^:]+:[^:]+$",parentSchema:schema11.properties.api.properties.auth.then.properties.name,data:data44};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
else {
const err96 = {instancePath:instancePath+"/api/auth/name",schemaPath:"#/properties/api/properties/auth/then/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.api.properties.auth.then.properties.name.type,parentSchema:schema11.properties.api.properties.auth.then.properties.name,data:data44};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
}
var _valid4 = _errs128 === errors;
valid34 = _valid4;
}
if(!valid34){
const err97 = {instancePath:instancePath+"/api/auth",schemaPath:"#/properties/api/properties/auth/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema11.properties.api.properties.auth.if,parentSchema:schema11.properties.api.properties.auth,data:data42};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(data42 && typeof data42 == "object" && !Array.isArray(data42)){
for(const key9 in data42){
if(!(((key9 === "method") || (key9 === "name")) || (key9 === "inputPrefix"))){
const err98 = {instancePath:instancePath+"/api/auth",schemaPath:"#/properties/api/properties/auth/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.api.properties.auth,data:data42};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data42.method !== undefined){
let data45 = data42.method;
if(typeof data45 !== "string"){
const err99 = {instancePath:instancePath+"/api/auth/method",schemaPath:"#/properties/api/properties/auth/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.api.properties.auth.properties.method.type,parentSchema:schema11.properties.api.properties.auth.properties.method,data:data45};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if(!(((data45 === "bearer") || (data45 === "basic")) || (data45 === "key"))){
const err100 = {instancePath:instancePath+"/api/auth/method",schemaPath:"#/properties/api/properties/auth/properties/method/enum",keyword:"enum",params:{allowedValues: schema11.properties.api.properties.auth.properties.method.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.api.properties.auth.properties.method.enum,parentSchema:schema11.properties.api.properties.auth.properties.method,data:data45};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data42.name !== undefined){
let data46 = data42.name;
if(typeof data46 === "string"){
if(func3(data46) < 1){
const err101 = {instancePath:instancePath+"/api/auth/name",schemaPath:"#/properties/api/properties/auth/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.api.properties.auth.properties.name,data:data46};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
else {
const err102 = {instancePath:instancePath+"/api/auth/name",schemaPath:"#/properties/api/properties/auth/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.api.properties.auth.properties.name.type,parentSchema:schema11.properties.api.properties.auth.properties.name,data:data46};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data42.inputPrefix !== undefined){
let data47 = data42.inputPrefix;
if(typeof data47 !== "string"){
const err103 = {instancePath:instancePath+"/api/auth/inputPrefix",schemaPath:"#/properties/api/properties/auth/properties/inputPrefix/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.api.properties.auth.properties.inputPrefix.type,parentSchema:schema11.properties.api.properties.auth.properties.inputPrefix,data:data47};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
}
else {
const err104 = {instancePath:instancePath+"/api/auth",schemaPath:"#/properties/api/properties/auth/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.api.properties.auth.type,parentSchema:schema11.properties.api.properties.auth,data:data42};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data39.playground !== undefined){
let data48 = data39.playground;
if(data48 && typeof data48 == "object" && !Array.isArray(data48)){
for(const key10 in data48){
if(!(key10 === "mode")){
const err105 = {instancePath:instancePath+"/api/playground",schemaPath:"#/properties/api/properties/playground/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.api.properties.playground,data:data48};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data48.mode !== undefined){
let data49 = data48.mode;
if(typeof data49 !== "string"){
const err106 = {instancePath:instancePath+"/api/playground/mode",schemaPath:"#/properties/api/properties/playground/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.api.properties.playground.properties.mode.type,parentSchema:schema11.properties.api.properties.playground.properties.mode,data:data49};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if(!(((data49 === "show") || (data49 === "simple")) || (data49 === "hide"))){
const err107 = {instancePath:instancePath+"/api/playground/mode",schemaPath:"#/properties/api/properties/playground/properties/mode/enum",keyword:"enum",params:{allowedValues: schema11.properties.api.properties.playground.properties.mode.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.api.properties.playground.properties.mode.enum,parentSchema:schema11.properties.api.properties.playground.properties.mode,data:data49};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
}
else {
const err108 = {instancePath:instancePath+"/api/playground",schemaPath:"#/properties/api/properties/playground/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.api.properties.playground.type,parentSchema:schema11.properties.api.properties.playground,data:data48};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data39.maintainOrder !== undefined){
let data50 = data39.maintainOrder;
if(typeof data50 !== "boolean"){
const err109 = {instancePath:instancePath+"/api/maintainOrder",schemaPath:"#/properties/api/properties/maintainOrder/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.api.properties.maintainOrder.type,parentSchema:schema11.properties.api.properties.maintainOrder,data:data50};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
const err110 = {instancePath:instancePath+"/api/maintainOrder",schemaPath:"#/properties/api/properties/maintainOrder/deprecationMessage",keyword:"deprecationMessage",params:{},message:"is announced to become the default behaviour; the setting will then be deprecated and can be removed",schema:"is announced to become the default behaviour; the setting will then be deprecated and can be removed",parentSchema:schema11.properties.api.properties.maintainOrder,data:data50};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
else {
const err111 = {instancePath:instancePath+"/api",schemaPath:"#/properties/api/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.api.type,parentSchema:schema11.properties.api,data:data39};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data.openapi !== undefined){
let data51 = data.openapi;
const _errs148 = errors;
let valid39 = false;
const _errs149 = errors;
if(typeof data51 === "string"){
if(func3(data51) < 1){
const err112 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapiLocation/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema26,data:data51};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if(!(formats0.test(data51))){
const err113 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapiLocation/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema26,data:data51};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
else {
const err114 = {instancePath:instancePath+"/openapi",schemaPath:"#/definitions/openapiLocation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema26.type,parentSchema:schema26,data:data51};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
var _valid5 = _errs149 === errors;
valid39 = valid39 || _valid5;
if(!valid39){
const _errs152 = errors;
if(Array.isArray(data51)){
if(data51.length < 1){
const err115 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema11.properties.openapi.anyOf[1],data:data51};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
const len6 = data51.length;
for(let i7=0; i7<len6; i7++){
let data52 = data51[i7];
if(typeof data52 === "string"){
if(func3(data52) < 1){
const err116 = {instancePath:instancePath+"/openapi/" + i7,schemaPath:"#/definitions/openapiLocation/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema26,data:data52};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(!(formats0.test(data52))){
const err117 = {instancePath:instancePath+"/openapi/" + i7,schemaPath:"#/definitions/openapiLocation/format",keyword:"format",params:{format: "uri-reference"},message:"must match format \""+"uri-reference"+"\"",schema:"uri-reference",parentSchema:schema26,data:data52};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
else {
const err118 = {instancePath:instancePath+"/openapi/" + i7,schemaPath:"#/definitions/openapiLocation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema26.type,parentSchema:schema26,data:data52};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
}
else {
const err119 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.openapi.anyOf[1].type,parentSchema:schema11.properties.openapi.anyOf[1],data:data51};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
var _valid5 = _errs152 === errors;
valid39 = valid39 || _valid5;
}
if(!valid39){
const err120 = {instancePath:instancePath+"/openapi",schemaPath:"#/properties/openapi/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema11.properties.openapi.anyOf,parentSchema:schema11.properties.openapi,data:data51};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
else {
errors = _errs148;
if(vErrors !== null){
if(_errs148){
vErrors.length = _errs148;
}
else {
vErrors = null;
}
}
}
}
if(data.footerSocials !== undefined){
let data53 = data.footerSocials;
if(data53 && typeof data53 == "object" && !Array.isArray(data53)){
for(const key11 in data53){
const _errs159 = errors;
if(!(((((((((((((((((((key11 === "x") || (key11 === "website")) || (key11 === "facebook")) || (key11 === "youtube")) || (key11 === "discord")) || (key11 === "slack")) || (key11 === "github")) || (key11 === "linkedin")) || (key11 === "instagram")) || (key11 === "hacker-news")) || (key11 === "medium")) || (key11 === "telegram")) || (key11 === "twitter")) || (key11 === "x-twitter")) || (key11 === "earth-americas")) || (key11 === "bluesky")) || (key11 === "threads")) || (key11 === "reddit")) || (key11 === "podcast"))){
const err121 = {instancePath:instancePath+"/footerSocials",schemaPath:"#/properties/footerSocials/propertyNames/enum",keyword:"enum",params:{allowedValues: schema11.properties.footerSocials.propertyNames.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.footerSocials.propertyNames.enum,parentSchema:schema11.properties.footerSocials.propertyNames,data:key11,propertyName:key11};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
var valid44 = _errs159 === errors;
if(!valid44){
const err122 = {instancePath:instancePath+"/footerSocials",schemaPath:"#/properties/footerSocials/propertyNames",keyword:"propertyNames",params:{propertyName: key11},message:"property name must be valid",schema:schema11.properties.footerSocials.propertyNames,parentSchema:schema11.properties.footerSocials,data:data53};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
for(const key12 in data53){
if(!(func2.call(schema11.properties.footerSocials.properties, key12))){
let data54 = data53[key12];
if(typeof data54 === "string"){
if(!(formats8(data54))){
const err123 = {instancePath:instancePath+"/footerSocials/" + key12.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema28,data:data54};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
else {
const err124 = {instancePath:instancePath+"/footerSocials/" + key12.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data54};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
}
if(data53.x !== undefined){
let data55 = data53.x;
if(typeof data55 === "string"){
if(!(formats8(data55))){
const err125 = {instancePath:instancePath+"/footerSocials/x",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema28,data:data55};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
else {
const err126 = {instancePath:instancePath+"/footerSocials/x",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data55};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data53.website !== undefined){
let data56 = data53.website;
if(typeof data56 === "string"){
if(!(formats8(data56))){
const err127 = {instancePath:instancePath+"/footerSocials/website",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema28,data:data56};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
else {
const err128 = {instancePath:instancePath+"/footerSocials/website",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data56};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data53.facebook !== undefined){
let data57 = data53.facebook;
if(typeof data57 === "string"){
if(!(formats8(data57))){
const err129 = {instancePath:instancePath+"/footerSocials/facebook",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema28,data:data57};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
else {
const err130 = {instancePath:instancePath+"/footerSocials/facebook",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data57};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
if(data53.youtube !== undefined){
let data58 = data53.youtube;
if(typeof data58 === "string"){
if(!(formats8(data58))){
const err131 = {instancePath:instancePath+"/footerSocials/youtube",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema28,data:data58};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
else {
const err132 = {instancePath:instancePath+"/footerSocials/youtube",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data58};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
if(data53.discord !== undefined){
let data59 = data53.discord;
if(typeof data59 === "string"){
if(!(formats8(data59))){
const err133 = {instancePath:instancePath+"/footerSocials/discord",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema28,data:data59};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
else {
const err134 = {instancePath:instancePath+"/footerSocials/discord",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data59};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
if(data53.slack !== undefined){
let data60 = data53.slack;
if(typeof data60 === "string"){
if(!(formats8(data60))){
const err135 = {instancePath:instancePath+"/footerSocials/slack",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema28,data:data60};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
else {
const err136 = {instancePath:instancePath+"/footerSocials/slack",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data60};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
if(data53.github !== undefined){
let data61 = data53.github;
if(typeof data61 === "string"){
if(!(formats8(data61))){
const err137 = {instancePath:instancePath+"/footerSocials/github",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema28,data:data61};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
else {
const err138 = {instancePath:instancePath+"/footerSocials/github",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data61};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
if(data53.linkedin !== undefined){
let data62 = data53.linkedin;
if(typeof data62 === "string"){
if(!(formats8(data62))){
const err139 = {instancePath:instancePath+"/footerSocials/linkedin",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema28,data:data62};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
else {
const err140 = {instancePath:instancePath+"/footerSocials/linkedin",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data62};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
if(data53.instagram !== undefined){
let data63 = data53.instagram;
if(typeof data63 === "string"){
if(!(formats8(data63))){
const err141 = {instancePath:instancePath+"/footerSocials/instagram",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema28,data:data63};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
else {
const err142 = {instancePath:instancePath+"/footerSocials/instagram",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data63};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
if(data53["hacker-news"] !== undefined){
let data64 = data53["hacker-news"];
if(typeof data64 === "string"){
if(!(formats8(data64))){
const err143 = {instancePath:instancePath+"/footerSocials/hacker-news",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema28,data:data64};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
else {
const err144 = {instancePath:instancePath+"/footerSocials/hacker-news",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data64};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
if(data53.medium !== undefined){
let data65 = data53.medium;
if(typeof data65 === "string"){
if(!(formats8(data65))){
const err145 = {instancePath:instancePath+"/footerSocials/medium",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema28,data:data65};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
else {
const err146 = {instancePath:instancePath+"/footerSocials/medium",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data65};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
if(data53.telegram !== undefined){
let data66 = data53.telegram;
if(typeof data66 === "string"){
if(!(formats8(data66))){
const err147 = {instancePath:instancePath+"/footerSocials/telegram",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema28,data:data66};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
else {
const err148 = {instancePath:instancePath+"/footerSocials/telegram",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data66};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
if(data53.twitter !== undefined){
let data67 = data53.twitter;
if(typeof data67 === "string"){
if(!(formats8(data67))){
const err149 = {instancePath:instancePath+"/footerSocials/twitter",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema28,data:data67};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
else {
const err150 = {instancePath:instancePath+"/footerSocials/twitter",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data67};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
if(data53["x-twitter"] !== undefined){
let data68 = data53["x-twitter"];
if(typeof data68 === "string"){
if(!(formats8(data68))){
const err151 = {instancePath:instancePath+"/footerSocials/x-twitter",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema28,data:data68};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
else {
const err152 = {instancePath:instancePath+"/footerSocials/x-twitter",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data68};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
if(data53["earth-americas"] !== undefined){
let data69 = data53["earth-americas"];
if(typeof data69 === "string"){
if(!(formats8(data69))){
const err153 = {instancePath:instancePath+"/footerSocials/earth-americas",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema28,data:data69};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
else {
const err154 = {instancePath:instancePath+"/footerSocials/earth-americas",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data69};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
if(data53.bluesky !== undefined){
let data70 = data53.bluesky;
if(typeof data70 === "string"){
if(!(formats8(data70))){
const err155 = {instancePath:instancePath+"/footerSocials/bluesky",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema28,data:data70};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
else {
const err156 = {instancePath:instancePath+"/footerSocials/bluesky",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data70};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
if(data53.threads !== undefined){
let data71 = data53.threads;
if(typeof data71 === "string"){
if(!(formats8(data71))){
const err157 = {instancePath:instancePath+"/footerSocials/threads",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema28,data:data71};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
else {
const err158 = {instancePath:instancePath+"/footerSocials/threads",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data71};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
if(data53.reddit !== undefined){
let data72 = data53.reddit;
if(typeof data72 === "string"){
if(!(formats8(data72))){
const err159 = {instancePath:instancePath+"/footerSocials/reddit",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema28,data:data72};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
else {
const err160 = {instancePath:instancePath+"/footerSocials/reddit",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data72};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
if(data53.podcast !== undefined){
let data73 = data53.podcast;
if(typeof data73 === "string"){
if(!(formats8(data73))){
const err161 = {instancePath:instancePath+"/footerSocials/podcast",schemaPath:"#/definitions/socialUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema28,data:data73};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
else {
const err162 = {instancePath:instancePath+"/footerSocials/podcast",schemaPath:"#/definitions/socialUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data:data73};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
}
else {
const err163 = {instancePath:instancePath+"/footerSocials",schemaPath:"#/properties/footerSocials/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.footerSocials.type,parentSchema:schema11.properties.footerSocials,data:data53};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
if(data.feedback !== undefined){
let data74 = data.feedback;
if(data74 && typeof data74 == "object" && !Array.isArray(data74)){
for(const key13 in data74){
if(!((key13 === "suggestEdit") || (key13 === "raiseIssue"))){
const err164 = {instancePath:instancePath+"/feedback",schemaPath:"#/properties/feedback/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.feedback,data:data74};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
if(data74.suggestEdit !== undefined){
let data75 = data74.suggestEdit;
if(typeof data75 !== "boolean"){
const err165 = {instancePath:instancePath+"/feedback/suggestEdit",schemaPath:"#/properties/feedback/properties/suggestEdit/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.feedback.properties.suggestEdit.type,parentSchema:schema11.properties.feedback.properties.suggestEdit,data:data75};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
if(data74.raiseIssue !== undefined){
let data76 = data74.raiseIssue;
if(typeof data76 !== "boolean"){
const err166 = {instancePath:instancePath+"/feedback/raiseIssue",schemaPath:"#/properties/feedback/properties/raiseIssue/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.feedback.properties.raiseIssue.type,parentSchema:schema11.properties.feedback.properties.raiseIssue,data:data76};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
}
else {
const err167 = {instancePath:instancePath+"/feedback",schemaPath:"#/properties/feedback/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.feedback.type,parentSchema:schema11.properties.feedback,data:data74};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
if(data.modeToggle !== undefined){
let data77 = data.modeToggle;
if(data77 && typeof data77 == "object" && !Array.isArray(data77)){
for(const key14 in data77){
if(!((key14 === "default") || (key14 === "isHidden"))){
const err168 = {instancePath:instancePath+"/modeToggle",schemaPath:"#/properties/modeToggle/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.modeToggle,data:data77};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
if(data77.default !== undefined){
let data78 = data77.default;
if(typeof data78 !== "string"){
const err169 = {instancePath:instancePath+"/modeToggle/default",schemaPath:"#/properties/modeToggle/properties/default/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.modeToggle.properties.default.type,parentSchema:schema11.properties.modeToggle.properties.default,data:data78};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
if(!((data78 === "light") || (data78 === "dark"))){
const err170 = {instancePath:instancePath+"/modeToggle/default",schemaPath:"#/properties/modeToggle/properties/default/enum",keyword:"enum",params:{allowedValues: schema11.properties.modeToggle.properties.default.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.modeToggle.properties.default.enum,parentSchema:schema11.properties.modeToggle.properties.default,data:data78};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
if(data77.isHidden !== undefined){
let data79 = data77.isHidden;
if(typeof data79 !== "boolean"){
const err171 = {instancePath:instancePath+"/modeToggle/isHidden",schemaPath:"#/properties/modeToggle/properties/isHidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.modeToggle.properties.isHidden.type,parentSchema:schema11.properties.modeToggle.properties.isHidden,data:data79};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
}
else {
const err172 = {instancePath:instancePath+"/modeToggle",schemaPath:"#/properties/modeToggle/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.modeToggle.type,parentSchema:schema11.properties.modeToggle,data:data77};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
if(data.backgroundImage !== undefined){
let data80 = data.backgroundImage;
if(typeof data80 === "string"){
if(func3(data80) < 1){
const err173 = {instancePath:instancePath+"/backgroundImage",schemaPath:"#/properties/backgroundImage/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.backgroundImage,data:data80};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
}
else {
const err174 = {instancePath:instancePath+"/backgroundImage",schemaPath:"#/properties/backgroundImage/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.backgroundImage.type,parentSchema:schema11.properties.backgroundImage,data:data80};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
}
else {
const err175 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

return module.exports
}

/**
 * The demo front-end app: a static page and one script, served by the portal so the whole path
 * (cookie → token → sample API) works on one machine. It stands for a partner's app: it knows the
 * portal only through the shared cookies and calls the API with the access_token it finds there.
 * No inline script or style, so the portal's Content-Security-Policy needs no exception for it.
 */
export const DEMO_STATIONS_PATH = '/demo-apps/stations/';

export const stationsHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Environment stations (demo app)</title>
<link rel="stylesheet" href="app.css">
<script src="app.js" defer></script>
</head>
<body>
<main>
<h1>Environment stations</h1>
<p class="hint">A demo front-end app. It reads the <code>access_token</code> cookie set by the portal and calls the sample API with it.</p>
<p id="status" role="status">Loading…</p>
<div class="scroll">
<table id="stations" hidden>
<caption>Stations of the sample API</caption>
<thead><tr><th scope="col">Station</th><th scope="col">City</th><th scope="col">Position</th><th scope="col">Today</th></tr></thead>
<tbody></tbody>
</table>
</div>
<section id="readings" hidden aria-live="polite"></section>
</main>
</body>
</html>
`;

export const stationsCss = `body { font-family: system-ui, sans-serif; margin: 0; color: #1a1b1e; background: #f8f9fa; }
main { padding: 16px 20px; max-width: 860px; }
h1 { font-size: 22px; margin: 0 0 4px; }
.hint { color: #5c5f66; font-size: 14px; margin: 0 0 12px; }
#status { padding: 8px 12px; border-radius: 6px; background: #e7f5ff; }
#status.problem { background: #fff5f5; color: #c92a2a; }
main .scroll { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; background: #fff; margin-top: 12px; }
caption { text-align: left; font-weight: 600; padding: 4px 0; }
th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid #dee2e6; font-size: 14px; }
button { font: inherit; padding: 2px 10px; cursor: pointer; }
#readings { margin-top: 12px; padding: 10px 12px; background: #fff; border: 1px solid #dee2e6; border-radius: 6px; }
`;

export const stationsScript = `'use strict';
(function () {
  function cookie(name) {
    var parts = document.cookie ? document.cookie.split('; ') : [];
    for (var i = 0; i < parts.length; i++) {
      var at = parts[i].indexOf('=');
      if (parts[i].slice(0, at) === name) return decodeURIComponent(parts[i].slice(at + 1));
    }
    return '';
  }
  var status = document.getElementById('status');
  var table = document.getElementById('stations');
  var readings = document.getElementById('readings');
  function say(text, problem) {
    status.textContent = text;
    status.className = problem ? 'problem' : '';
  }
  function cell(row, text) {
    var td = document.createElement('td');
    td.textContent = text;
    row.appendChild(td);
    return td;
  }
  var token = cookie('access_token');
  if (!token) {
    say('No access token yet. In the portal, choose a client ID and press Create Token.', true);
    return;
  }
  function get(path) {
    return fetch(path, { headers: { authorization: 'Bearer ' + token } }).then(function (reply) {
      if (reply.status === 401 || reply.status === 403)
        throw new Error('The sample API refused the access token (expired or revoked). Create a new token in the portal.');
      if (!reply.ok) throw new Error('The sample API answered ' + reply.status + '.');
      return reply.json();
    });
  }
  function showReadings(station) {
    readings.hidden = false;
    readings.textContent = 'Loading the readings of ' + station.name + '…';
    get('/v1/sample/stations/' + encodeURIComponent(station.id) + '/measurements')
      .then(function (data) {
        var temperatures = data.measurements.map(function (m) { return m.temperatureC; });
        readings.textContent =
          station.name + ': ' + data.measurements.length + ' hourly readings, temperature from ' +
          Math.min.apply(null, temperatures) + ' °C to ' + Math.max.apply(null, temperatures) + ' °C.';
      })
      .catch(function (error) { readings.textContent = error.message; });
  }
  get('/v1/sample/stations')
    .then(function (data) {
      var body = table.querySelector('tbody');
      data.stations.forEach(function (station) {
        var row = document.createElement('tr');
        cell(row, station.name);
        cell(row, station.city);
        cell(row, station.latitude.toFixed(2) + ', ' + station.longitude.toFixed(2));
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Readings';
        button.setAttribute('aria-label', 'Readings of ' + station.name);
        button.addEventListener('click', function () { showReadings(station); });
        cell(row, '').appendChild(button);
        body.appendChild(row);
      });
      table.hidden = false;
      say(data.stations.length + ' stations, fetched with the access token from the portal.', false);
    })
    .catch(function (error) { say(error.message, true); });
})();
`;

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AdviceReportFormatter</name>
    <message>
        <source># RingLab advice: %1 %2

</source>
        <translation># RingLab-Empfehlung: %1 %2

</translation>
    </message>
    <message>
        <source>File: `%1`, section on line %2.

</source>
        <translation>Datei: `%1`, Abschnitt in Zeile %2.

</translation>
    </message>
    <message>
        <source>## Read from the file

</source>
        <translation>## Aus der Datei gelesen

</translation>
    </message>
    <message>
        <source>- %1 servers (%2 up)%3
</source>
        <translation>- %1 Server (%2 aktiv)%3
</translation>
    </message>
    <message>
        <source>, hashing %1</source>
        <translation>, Hashing mit %1</translation>
    </message>
    <message>
        <source>- %1
</source>
        <translation>- %1
</translation>
    </message>
    <message>
        <source>consistent hashing: RingLab&apos;s **%1** port</source>
        <translation>konsistentes Hashing: RingLabs **%1**-Portierung</translation>
    </message>
    <message>
        <source>not a consistent hash</source>
        <translation>kein konsistenter Hash</translation>
    </message>
    <message>
        <source>- Defaults assumed (the file does not say):
</source>
        <translation>- Angenommene Standardwerte (die Datei gibt sie nicht an):
</translation>
    </message>
    <message>
        <source>- Note: %1
</source>
        <translation>- Hinweis: %1
</translation>
    </message>
    <message>
        <source>## Today

</source>
        <translation>## Heute

</translation>
    </message>
    <message>
        <source>No ring today, so nothing to measure.

</source>
        <translation>Heute gibt es keinen Ring, also nichts zu messen.

</translation>
    </message>
    <message>
        <source>## The fix

</source>
        <translation>## Die Korrektur

</translation>
    </message>
    <message>
        <source>None needed: %1 of rings of this size already keep the busiest server within %2.

</source>
        <translation>Nicht nötig: %1 der Ringe dieser Größe halten den meistbelasteten Server bereits innerhalb von %2.

</translation>
    </message>
    <message>
        <source>None proposed.

</source>
        <translation>Keine vorgeschlagen.

</translation>
    </message>
    <message>
        <source>## The cost

</source>
        <translation>## Die Kosten

</translation>
    </message>
    <message>
        <source>today, the proxy&apos;s layout</source>
        <translation>heute, Layout des Proxys</translation>
    </message>
    <message>
        <source>today, packed 6-byte points</source>
        <translation>heute, gepackte 6-Byte-Punkte</translation>
    </message>
    <message>
        <source>after, the proxy&apos;s layout</source>
        <translation>danach, Layout des Proxys</translation>
    </message>
    <message>
        <source>after, packed 6-byte points</source>
        <translation>danach, gepackte 6-Byte-Punkte</translation>
    </message>
    <message>
        <source>
Packed: a 32-bit hash and a 16-bit server index in 6 bytes (Cloudflare&apos;s pingora-ketama v2); 10 bytes for 64-bit hashes; 2 bytes per table slot.

</source>
        <translation>
Gepackt: ein 32-Bit-Hash und ein 16-Bit-Serverindex in 6 Bytes (Cloudflares pingora-ketama v2); 10 Bytes für 64-Bit-Hashes; 2 Bytes pro Tabellen-Slot.

</translation>
    </message>
    <message>
        <source>## The roll-out wave

</source>
        <translation>## Die Umstellungswelle

</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exakt</translation>
    </message>
    <message>
        <source>estimated</source>
        <translation>geschätzt</translation>
    </message>
    <message>
        <source>## Alternatives

</source>
        <translation>## Alternativen

</translation>
    </message>
    <message>
        <source>## How these figures were obtained

</source>
        <translation>## Wie diese Werte ermittelt wurden

</translation>
    </message>
    <message>
        <source>%1 per server, %2 in all</source>
        <translation>%1 pro Server, %2 insgesamt</translation>
    </message>
    <message>
        <source>%1–%2 per server, %3 in all</source>
        <translation>%1–%2 pro Server, %3 insgesamt</translation>
    </message>
    <message>
        <source>exact table: busiest %1 %2 %3</source>
        <translation>exakte Tabelle: meistbelastet %1 %2 %3</translation>
    </message>
    <message>
        <source>%1 of %2 rings (95th percentile of the busiest: %3)</source>
        <translation>%1 von %2 Ringen (95. Perzentil des meistbelasteten Servers: %3)</translation>
    </message>
    <message>
        <source>| Measure | Value |
|---|---|
</source>
        <translation>| Kennzahl | Wert |
|---|---|
</translation>
    </message>
    <message>
        <source>| Port | %1 |
</source>
        <translation>| Portierung | %1 |
</translation>
    </message>
    <message>
        <source>| Servers | %1 (%2 up) |
</source>
        <translation>| Server | %1 (%2 aktiv) |
</translation>
    </message>
    <message>
        <source>| Points | %1 |
</source>
        <translation>| Punkte | %1 |
</translation>
    </message>
    <message>
        <source>| Busiest | %1 of its fair share (%2) |
</source>
        <translation>| Meistbelastet | %1 seines fairen Anteils (%2) |
</translation>
    </message>
    <message>
        <source>| Quietest | %1 (%2) |
</source>
        <translation>| Am wenigsten belastet | %1 (%2) |
</translation>
    </message>
    <message>
        <source>| CV | %1 |
</source>
        <translation>| VK | %1 |
</translation>
    </message>
    <message>
        <source>| Rings of this size with busiest ≤ %1 | %2 |
</source>
        <translation>| Ringe dieser Größe mit meistbelastetem Server ≤ %1 | %2 |
</translation>
    </message>
    <message>
        <source>| Ring memory (proxy&apos;s layout) | %1 |
</source>
        <translation>| Ring-Speicher (Layout des Proxys) | %1 |
</translation>
    </message>
    <message>
        <source>Paste:

```
%1
```

</source>
        <translation>Einfügen:

```
%1
```

</translation>
    </message>
    <message>
        <source>With exactly these lines, RingLab&apos;s port says:

</source>
        <translation>Mit genau diesen Zeilen ergibt RingLabs Portierung:

</translation>
    </message>
    <message>
        <source>This does **not** fully meet the target.

</source>
        <translation>Damit wird das Ziel **nicht** vollständig erreicht.

</translation>
    </message>
    <message>
        <source>How %1 takes a change: %2

</source>
        <translation>Wie %1 eine Änderung übernimmt: %2

</translation>
    </message>
    <message>
        <source>### In steps on %1 (%2)

</source>
        <translation>### In Schritten mit %1 (%2)

</translation>
    </message>
    <message>
        <source>| Step | Setting | Key space moved at this step | Misses so far (a key can miss again) |
|---|---|---|---|
</source>
        <translation>| Schritt | Einstellung | In diesem Schritt verschobener Schlüsselraum | Fehlzugriffe bisher (ein Schlüssel kann mehrfach fehlen) |
|---|---|---|---|
</translation>
    </message>
    <message>
        <source>
Steps spread the misses over time, one step at a time; a key can move at more than one step, so together they move %1 against %2 in one step.

</source>
        <translation>
Schritte verteilen die Fehlzugriffe über die Zeit, einen Schritt nach dem anderen; ein Schlüssel kann in mehr als einem Schritt verschoben werden, daher verschieben sie zusammen %1 gegenüber %2 in einem Schritt.

</translation>
    </message>
    <message>
        <source>This change cannot be made in smaller steps on %1: it is one reload that moves %2 of the key space.

</source>
        <translation>Diese Änderung lässt sich mit %1 nicht in kleineren Schritten durchführen: es ist ein einziger Reload, der %2 des Schlüsselraums verschiebt.

</translation>
    </message>
    <message>
        <source>### Both rings at once on %1

</source>
        <translation>### Beide Ringe gleichzeitig mit %1

</translation>
    </message>
    <message>
        <source>%1: %2.

</source>
        <translation>%1: %2.

</translation>
    </message>
    <message>
        <source>| Share on the new ring | Misses in this step | Misses so far |
|---|---|---|
</source>
        <translation>| Anteil auf dem neuen Ring | Fehlzugriffe in diesem Schritt | Fehlzugriffe bisher |
|---|---|---|
</translation>
    </message>
    <message>
        <source>
Each key is on one ring at a time, so each moved key misses once: %1 in all.

</source>
        <translation>
Jeder Schlüssel liegt jeweils auf nur einem Ring, daher erzeugt jeder verschobene Schlüssel genau einen Fehlzugriff: insgesamt %1.

</translation>
    </message>
    <message>
        <source>
The ring is picked per request, so until the share reaches 100% a moved key is served by both of its servers; each moved key still misses once on its new server: %1 in all.

</source>
        <translation>
Der Ring wird pro Anfrage gewählt, daher wird ein verschobener Schlüssel, bis der Anteil 100 % erreicht, von beiden seiner Server bedient; jeder verschobene Schlüssel erzeugt trotzdem einen Fehlzugriff auf seinem neuen Server: insgesamt %1.

</translation>
    </message>
    <message>
        <source>Both rings at once: %1.

</source>
        <translation>Beide Ringe gleichzeitig: %1.

</translation>
    </message>
    <message numerus="yes">
        <source>| Ring memory | per ring | for %1 rings |
|---|---|---|
</source>
        <translation>
            <numerusform>| Ringspeicher | pro Ring | für %1 Ring |
|---|---|---|
</numerusform>
            <numerusform>| Ringspeicher | pro Ring | für %1 Ringe |
|---|---|---|
</numerusform>
        </translation>
    </message>
    <message>
        <source>sampled shares (%1 key hashes): busiest %2 %3 %4</source>
        <translation>gesampelte Anteile (%1 Schlüssel-Hashes): meistbelastet %2 %3 %4</translation>
    </message>
    <message>
        <source>exact shares: busiest %1 %2 %3</source>
        <translation>exakte Anteile: meistbelastet %1 %2 %3</translation>
    </message>
    <message>
        <source>**%1 of the key space changes server** between the current and the new config: the one-time miss rate on a cache tier when the change is made in one step (%2, %3).

</source>
        <translation>**%1 des Schlüsselraums wechselt den Server** zwischen der aktuellen und der neuen Konfiguration: die einmalige Fehlzugriffsrate einer Cache-Schicht, wenn die Änderung in einem Schritt erfolgt (%2, %3).

</translation>
    </message>
    <message>
        <source>This meets the target: %1 of rings of its size.

</source>
        <translation>Das erreicht das Ziel: %1 der Ringe dieser Größe.

</translation>
    </message>
    <message>
        <source>This meets the target: this exact ring and %1 of rings of its size.

</source>
        <translation>Das erreicht das Ziel: dieser genaue Ring und %1 der Ringe dieser Größe.

</translation>
    </message>
    <message>
        <source>This does **not** meet the target for this exact ring: its busiest server is at %1, above %2, although %3 of rings of its size stay within.

</source>
        <translation>Für diesen genauen Ring erreicht das das Ziel **nicht**: sein meistbelasteter Server liegt bei %1, über %2, obwohl %3 der Ringe dieser Größe darunter bleiben.

</translation>
    </message>
    <message>
        <source>Target: the busiest server within %1 of its fair share, on this exact ring and in 95% of rings of its size (ε = %2).

</source>
        <translation>Ziel: der meistbelastete Server innerhalb von %1 seines fairen Anteils, auf diesem genauen Ring und in 95 % der Ringe dieser Größe (ε = %2).

</translation>
    </message>
    <message>
        <source>**Not needed today:** this exact ring keeps its busiest server at %1 (target %2). Only %3 of rings of its size do, so adding or removing a server will likely push it past the target. The change below is for that day, made together with the server change; made alone now, it only moves keys.

</source>
        <translation>**Heute nicht nötig:** Dieser genaue Ring hält seinen meistbelasteten Server bei %1 (Ziel %2). Nur %3 der Ringe dieser Größe schaffen das; ein hinzugefügter oder entfernter Server wird ihn also wahrscheinlich über das Ziel bringen. Die Änderung unten ist für diesen Tag gedacht, zusammen mit der Serveränderung; jetzt allein vorgenommen, verschiebt sie nur Schlüssel.

</translation>
    </message>
    <message>
        <source>None needed: this exact ring keeps its busiest server at %1, and %2 of rings of its size stay within %3.

</source>
        <translation>Keine nötig: Dieser genaue Ring hält seinen meistbelasteten Server bei %1, und %2 der Ringe dieser Größe bleiben innerhalb von %3.

</translation>
    </message>
    <message>
        <source>| Servers | %1 (%2 up, %3 at weight 0: no new traffic) |
</source>
        <translation>| Server | %1 (%2 aktiv, %3 mit Gewicht 0: kein neuer Verkehr) |
</translation>
    </message>
    <message>
        <source>- %1 servers (%2 up, %3 at weight 0: no new traffic)%4
</source>
        <translation>- %1 Server (%2 aktiv, %3 mit Gewicht 0: kein neuer Verkehr)%4
</translation>
    </message>
    <message>
        <source>**no hashing**: %1 sends the requests round robin (see the note below)</source>
        <translation>**kein Hashing**: %1 verteilt die Anfragen reihum (siehe den Hinweis unten)</translation>
    </message>
    <message>
        <source>no hashing</source>
        <translation>kein Hashing</translation>
    </message>
    <message>
        <source>None proposed: %1.

</source>
        <translation>Keine vorgeschlagen: %1.

</translation>
    </message>
    <message>
        <source>**Mode unknown:** the text has no `mode` line and no `defaults` section, so it does not say whether HAProxy hashes this backend. Two answers:

- **If your defaults say `mode http`:** %1
- **If they do not** (`mode tcp`, HAProxy&apos;s default): HAProxy sends the requests round robin; the fix below.

</source>
        <translation>**Modus unbekannt:** Der Text hat keine `mode`-Zeile und keinen `defaults`-Abschnitt, sagt also nicht, ob HAProxy dieses Backend hasht. Zwei Antworten:

- **Wenn Ihr defaults-Abschnitt `mode http` angibt:** %1
- **Wenn nicht** (`mode tcp`, HAProxys Standard): HAProxy verteilt die Anfragen reihum; die Korrektur steht unten.

</translation>
    </message>
</context>
<context>
    <name>Advisor</name>
    <message>
        <source>%1 %2 does not hash consistently; there is no ring to build</source>
        <translation>%1 %2 hasht nicht konsistent; es gibt keinen Ring zu bauen</translation>
    </message>
    <message>
        <source>the patched config does not read back: %1</source>
        <translation>die geänderte Konfiguration lässt sich nicht zurücklesen: %1</translation>
    </message>
    <message>
        <source>keys (%1 routed through both)</source>
        <translation>Schlüssel (%1 durch beide geleitet)</translation>
    </message>
    <message>
        <source>estimate 1 − 1/N: the current placement is not a ring</source>
        <translation>Schätzung 1 − 1/N: die aktuelle Verteilung ist kein Ring</translation>
    </message>
    <message>
        <source>, nearest-point rule</source>
        <translation>, Regel „nächstgelegener Punkt“</translation>
    </message>
    <message>
        <source>Shares, busiest and quietest: exact from RingLab&apos;s port of %1.</source>
        <translation>Anteile, meistbelasteter und am wenigsten belasteter Server: exakt aus RingLabs Portierung von %1.</translation>
    </message>
    <message>
        <source>steps: each share must be above the previous one and at most 1 (got %1)</source>
        <translation>steps: jeder Anteil muss größer als der vorige und höchstens 1 sein (erhalten: %1)</translation>
    </message>
    <message>
        <source>No staged roll-out: %1</source>
        <translation>Keine gestaffelte Umstellung: %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>rings: %1 is outside the allowed range %2-%3</source>
        <translation>rings: %1 liegt außerhalb des erlaubten Bereichs %2-%3</translation>
    </message>
    <message>
        <source>simulated rings: %1 is outside the allowed range %2-%3</source>
        <translation>simulierte Ringe: %1 liegt außerhalb des erlaubten Bereichs %2-%3</translation>
    </message>
    <message>
        <source>remap keys: %1 is outside the allowed range %2-%3</source>
        <translation>Remap-Schlüssel: %1 liegt außerhalb des erlaubten Bereichs %2-%3</translation>
    </message>
    <message>
        <source>Shares, busiest and quietest: sampled, not exact: RingLab&apos;s port of %1 has no closed form for its shares, so it routes %2 pseudo-random key hashes (standard error of a share at most %3 of the key space).</source>
        <translation>Anteile, meistbelastet und am wenigsten belastet: gesampelt, nicht exakt: RingLabs Port von %1 hat keine geschlossene Form für seine Anteile, daher routet er %2 pseudozufällige Schlüssel-Hashes (Standardfehler eines Anteils höchstens %3 des Schlüsselraums).</translation>
    </message>
    <message>
        <source>Spread of rings of that size: the advisor&apos;s own Monte-Carlo, %1 random rings with the port&apos;s point counts per server%2.</source>
        <translation>Streuung von Ringen dieser Größe: die eigene Monte-Carlo-Simulation des Beraters, %1 zufällige Ringe mit den Punktzahlen pro Server der Portierung%2.</translation>
    </message>
    <message>
        <source>estimate 1 − 1/N: today requests go round robin, not by key</source>
        <translation>Schätzung 1 − 1/N: heute gehen die Anfragen reihum, nicht nach Schlüssel</translation>
    </message>
    <message>
        <source>(not read)</source>
        <translation>(nicht gelesen)</translation>
    </message>
    <message>
        <source>RingLab cannot tell what %1 hashes (its reader does not read it); the comparison assumes both configs hash the same request attribute</source>
        <translation>RingLab kann nicht erkennen, was %1 hasht (sein Leser liest es nicht); der Vergleich nimmt an, dass beide Konfigurationen dasselbe Anfrageattribut hashen</translation>
    </message>
    <message>
        <source>%1 hashes %2 and %3 hashes %4: different request attributes, so no key is placed by both and a key-by-key comparison would mean nothing; compare configs that hash the same attribute</source>
        <translation>%1 hasht %2 und %3 hasht %4: unterschiedliche Anfrageattribute, daher wird kein Schlüssel von beiden platziert, und ein Vergleich Schlüssel für Schlüssel wäre bedeutungslos; Konfigurationen vergleichen, die dasselbe Attribut hashen</translation>
    </message>
    <message>
        <source>epsilon: %1 is outside the allowed range %2-%3</source>
        <translation>epsilon: %1 liegt außerhalb des erlaubten Bereichs %2-%3</translation>
    </message>
</context>
<context>
    <name>AlgorithmRegistry</name>
    <message>
        <source>algorithm: unknown algorithm &quot;%1&quot;; choose one of: %2</source>
        <translation>Algorithmus: unbekannter Algorithmus „%1“; wählen Sie einen von: %2</translation>
    </message>
    <message>
        <source>servers: the list is empty; %1 needs at least one server</source>
        <translation>Server: die Liste ist leer; %1 braucht mindestens einen Server</translation>
    </message>
    <message>
        <source>weights: %1 has weight %2; %3 allows %4-%5</source>
        <translation>Gewichte: %1 hat Gewicht %2; %3 erlaubt %4-%5</translation>
    </message>
    <message>
        <source>down: every server is down; at least one must stay up</source>
        <translation>down: alle Server sind ausgefallen; mindestens einer muss aktiv bleiben</translation>
    </message>
    <message>
        <source>option: %1 has no option &quot;%2&quot;; it accepts: %3</source>
        <translation>Option: %1 hat keine Option „%2“; erlaubt sind: %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>option %1: &quot;%2&quot; is not allowed; choose one of: %3</source>
        <translation>Option %1: „%2“ ist nicht erlaubt; wählen Sie eines von: %3</translation>
    </message>
    <message>
        <source>option %1: &quot;%2&quot; is outside the allowed range %3-%4%5</source>
        <translation>Option %1: „%2“ liegt außerhalb des erlaubten Bereichs %3-%4%5</translation>
    </message>
    <message>
        <source> (whole numbers)</source>
        <translation> (ganze Zahlen)</translation>
    </message>
    <message>
        <source>%1: could not build</source>
        <translation>%1: konnte nicht gebaut werden</translation>
    </message>
    <message>
        <source>option %1: &quot;%2&quot; is not allowed; give 1-255 bytes of printable text without spaces</source>
        <translation>Option %1: „%2“ ist nicht erlaubt; geben Sie 1-255 Bytes druckbaren Text ohne Leerzeichen an</translation>
    </message>
    <message>
        <source>option %1: &quot;%2&quot; is not a whole number (allowed %3-%4)</source>
        <translation>Option %1: „%2“ ist keine ganze Zahl (erlaubt %3-%4)</translation>
    </message>
    <message>
        <source>option %1: &quot;%2&quot; is not a number (allowed %3-%4)</source>
        <translation>Option %1: „%2“ ist keine Zahl (erlaubt %3-%4)</translation>
    </message>
    <message>
        <source>memory: this %1 setting needs about %2, above the limit of %3; %4</source>
        <translation>memory: diese %1-Einstellung braucht etwa %2, mehr als das Limit von %3; %4</translation>
    </message>
    <message>
        <source>use fewer points or servers</source>
        <translation>weniger Punkte oder Server verwenden</translation>
    </message>
</context>
<context>
    <name>BackendFarm</name>
    <message>
        <source>backend nginx</source>
        <translation>Backend-nginx</translation>
    </message>
    <message>
        <source>backend nginx: configuration check (nginx -t) failed: %1</source>
        <translation>Backend-nginx: Konfigurationsprüfung (nginx -t) fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>backend responder</source>
        <translation>Backend-Responder</translation>
    </message>
    <message>
        <source>the %1 cannot delay their answers (backend delay applies to HTTP backends only)</source>
        <translation>die %1 können ihre Antworten nicht verzögern (die Backend-Verzögerung gilt nur für HTTP-Backends)</translation>
    </message>
    <message>
        <source>backend delay: the nginx backends hold answers with the echo module (Debian package libnginx-mod-http-echo), and %1 is missing</source>
        <translation>Backend-Verzögerung: die nginx-Backends halten Antworten mit dem echo-Modul zurück (Debian-Paket libnginx-mod-http-echo), und %1 fehlt</translation>
    </message>
</context>
<context>
    <name>CaddyConfigReader</name>
    <message>
        <source>the quote opened here is not closed</source>
        <translation>das hier geöffnete Anführungszeichen wird nicht geschlossen</translation>
    </message>
    <message>
        <source>upstream &quot;%1&quot;: placeholders are resolved per request; RingLab reads fixed upstreams only</source>
        <translation>Upstream „%1“: Platzhalter werden pro Anfrage aufgelöst; RingLab liest nur feste Upstreams</translation>
    </message>
    <message>
        <source>upstream &quot;%1&quot;: scheme %2 is not http, https or h2c</source>
        <translation>Upstream „%1“: Schema %2 ist weder http, https noch h2c</translation>
    </message>
    <message>
        <source>upstream &quot;%1&quot;: expected host:port (a path or unix socket is not read)</source>
        <translation>Upstream „%1“: host:port erwartet (ein Pfad oder Unix-Socket wird nicht gelesen)</translation>
    </message>
    <message>
        <source>upstream &quot;%1&quot;: port &quot;%2&quot; is outside the allowed range 1-65535</source>
        <translation>Upstream „%1“: Port „%2“ liegt außerhalb des erlaubten Bereichs 1-65535</translation>
    </message>
    <message>
        <source>a closing brace without an opening one</source>
        <translation>eine schließende geschweifte Klammer ohne öffnende</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>lb_policy: no policy named</source>
        <translation>lb_policy: keine Policy angegeben</translation>
    </message>
    <message>
        <source>lb_policy header: no header field named</source>
        <translation>lb_policy header: kein Header-Feld angegeben</translation>
    </message>
    <message>
        <source>line %1: dynamic upstreams are looked up per request and not read</source>
        <translation>Zeile %1: dynamische Upstreams werden pro Anfrage ermittelt und nicht gelesen</translation>
    </message>
    <message>
        <source>blocks nested more than %1 deep; not a Caddyfile</source>
        <translation>Blöcke tiefer als %1 Ebenen verschachtelt; kein Caddyfile</translation>
    </message>
    <message>
        <source>a block is not closed: %1 still open at the end of the file</source>
        <translation>ein Block wird nicht geschlossen: %1 am Dateiende noch offen</translation>
    </message>
    <message>
        <source>reverse_proxy: no upstreams (inline or in `to` lines)</source>
        <translation>reverse_proxy: keine Upstreams (inline oder in `to`-Zeilen)</translation>
    </message>
    <message>
        <source>reverse_proxy: more than %1 upstreams</source>
        <translation>reverse_proxy: mehr als %1 Upstreams</translation>
    </message>
    <message>
        <source>upstream %1 is listed twice (first on line %2); both copies would score the same and the first would always win</source>
        <translation>Upstream %1 ist doppelt aufgeführt (zuerst in Zeile %2); beide Kopien erhielten dieselbe Bewertung und die erste würde immer gewinnen</translation>
    </message>
    <message>
        <source>lb_policy: &quot;%1&quot; is not a Caddy 2.6 policy (%2)</source>
        <translation>lb_policy: „%1“ ist keine Policy von Caddy 2.6 (%2)</translation>
    </message>
    <message>
        <source>lb_policy: random (Caddy&apos;s default; it does not hash)</source>
        <translation>lb_policy: random (Standard von Caddy; hasht nicht)</translation>
    </message>
    <message>
        <source>the request URI</source>
        <translation>der Anfrage-URI</translation>
    </message>
    <message>
        <source>the client IP</source>
        <translation>der Client-IP</translation>
    </message>
    <message>
        <source>header %1</source>
        <translation>Header %1</translation>
    </message>
    <message>
        <source>highest random weight: every upstream scores FNV-1a(key + its dial text); no points, no weights</source>
        <translation>Highest Random Weight: jeder Upstream bewertet FNV-1a(Schlüssel + sein Dial-Text); keine Punkte, keine Gewichte</translation>
    </message>
    <message>
        <source>lb_policy %1 does not hash the request</source>
        <translation>lb_policy %1 hasht die Anfrage nicht</translation>
    </message>
    <message>
        <source>no reverse_proxy inside a site block: not a Caddyfile RingLab can read</source>
        <translation>kein reverse_proxy in einem Site-Block: kein Caddyfile, das RingLab lesen kann</translation>
    </message>
    <message>
        <source>reverse_proxy %1 not found in the text</source>
        <translation>reverse_proxy %1 im Text nicht gefunden</translation>
    </message>
    <message>
        <source>reverse_proxy %1: %2 new addresses for %3 upstreams</source>
        <translation>reverse_proxy %1: %2 neue Adressen für %3 Upstreams</translation>
    </message>
    <message>
        <source>import %1 (line %2) was not followed; upstreams and lb_policy lines it brings in are not read</source>
        <translation>import %1 (Zeile %2) wurde nicht verfolgt; die upstreams- und lb_policy-Zeilen, die es einbringt, werden nicht gelesen</translation>
    </message>
    <message>
        <source>no reverse_proxy in this file; %1</source>
        <translation>kein reverse_proxy in dieser Datei; %1</translation>
    </message>
</context>
<context>
    <name>CaddyHash</name>
    <message>
        <source>every available upstream scores FNV-1a(key + address); the highest wins:</source>
        <translation>jeder verfügbare Upstream bewertet FNV-1a(Schlüssel + Adresse); der höchste gewinnt:</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message>
        <source>servers: %1 is listed twice; both copies would score the same and the first would always win, so list each upstream once</source>
        <translation>servers: %1 ist doppelt aufgeführt; beide Kopien erhielten dieselbe Bewertung und die erste würde immer gewinnen, führen Sie daher jeden Upstream nur einmal auf</translation>
    </message>
</context>
<context>
    <name>CaddySystem</name>
    <message>
        <source>Caddy logged %1 errors: %2</source>
        <translation>Caddy hat %1 Fehler protokolliert: %2</translation>
    </message>
    <message>
        <source>%1 logs no error</source>
        <translation>%1 protokolliert keinen Fehler</translation>
    </message>
    <message>
        <source>A live run hashes the request URI either way (header copies it into X-Key); ip_hash is not available, every request comes from 127.0.0.1.</source>
        <translation>Ein Live-Lauf hasht in beiden Fällen die Anfrage-URI (header kopiert sie in X-Key); ip_hash steht nicht zur Verfügung, jede Anfrage kommt von 127.0.0.1.</translation>
    </message>
</context>
<context>
    <name>CompareAnalysis</name>
    <message>
        <source>nginx hash … consistent</source>
        <translation>nginx hash … consistent</translation>
    </message>
    <message>
        <source>HAProxy hash-type consistent, weight 1</source>
        <translation>HAProxy hash-type consistent, Gewicht 1</translation>
    </message>
    <message>
        <source>HAProxy, weight 10</source>
        <translation>HAProxy, Gewicht 10</translation>
    </message>
    <message>
        <source>HAProxy, weight 100</source>
        <translation>HAProxy, Gewicht 100</translation>
    </message>
    <message>
        <source>Envoy RING_HASH defaults</source>
        <translation>Envoy RING_HASH mit Standardwerten</translation>
    </message>
    <message>
        <source>Envoy minimum_ring_size: 16000</source>
        <translation>Envoy minimum_ring_size: 16000</translation>
    </message>
    <message>
        <source>Envoy MAGLEV</source>
        <translation>Envoy MAGLEV</translation>
    </message>
    <message>
        <source>Traffic Server consistent_hash, hash-string=address</source>
        <translation>Traffic Server consistent_hash, hash-string=address</translation>
    </message>
    <message>
        <source>%1 slots of a lookup table per server, not points on a ring</source>
        <translation>%1 Slots einer Nachschlagetabelle pro Server, keine Punkte auf einem Ring</translation>
    </message>
    <message>
        <source>%1 no points: each key&apos;s server is computed from the server list</source>
        <translation>%1 keine Punkte: der Server jedes Schlüssels wird aus der Serverliste berechnet</translation>
    </message>
</context>
<context>
    <name>DnsdistChashed</name>
    <message>
        <source>option balancing-factor: %1 is refused by dnsdist; use 0 (off) or 1 and above</source>
        <translation>Option balancing-factor: %1 wird von dnsdist abgelehnt; verwenden Sie 0 (aus) oder 1 und mehr</translation>
    </message>
    <message>
        <source>Query name hash: %1 (burtleCI of the wire-format name, ASCII lower-cased, perturbation %2).</source>
        <translation>Hash des Abfragenamens: %1 (burtleCI des Namens im Wire-Format, ASCII in Kleinbuchstaben, Perturbation %2).</translation>
    </message>
    <message>
        <source>No server has a usable point: dnsdist finds no server.</source>
        <translation>Kein Server hat einen nutzbaren Punkt: dnsdist findet keinen Server.</translation>
    </message>
    <message>
        <source>No point at or after it: the server whose lowest point is lowest wins, %1 (point %2).</source>
        <translation>Kein Punkt bei oder nach ihm: es gewinnt der Server, dessen niedrigster Punkt am niedrigsten liegt, %1 (Punkt %2).</translation>
    </message>
    <message>
        <source>Closest point at or after it: %1, burtleCI(&quot;%2-%3&quot;) of %4.</source>
        <translation>Nächster Punkt bei oder nach ihm: %1, burtleCI(&quot;%2-%3&quot;) von %4.</translation>
    </message>
    <message>
        <source>Balancing factor %1: a server with more queries in flight than %1 × the average per unit of weight is skipped. RingLab assumes none in flight, where the factor changes nothing.</source>
        <translation>Balancing-Faktor %1: ein Server mit mehr laufenden Abfragen als %1 × dem Durchschnitt pro Gewichtseinheit wird übersprungen. RingLab nimmt an, dass keine Abfragen laufen; dann ändert der Faktor nichts.</translation>
    </message>
</context>
<context>
    <name>DnsdistConfigReader</name>
    <message>
        <source>%1: the call is not closed within %2 lines</source>
        <translation>%1: der Aufruf wird nicht innerhalb von %2 Zeilen geschlossen</translation>
    </message>
    <message>
        <source>newServer: expected an address in quotes or a table {address=…}</source>
        <translation>newServer: erwartet wird eine Adresse in Anführungszeichen oder eine Tabelle {address=…}</translation>
    </message>
    <message>
        <source>newServer: the table has no address=&quot;…&quot;</source>
        <translation>newServer: die Tabelle hat kein address=&quot;…&quot;</translation>
    </message>
    <message>
        <source>newServer weight: &quot;%1&quot; is outside the allowed range 1-%2</source>
        <translation>newServer weight: „%1“ liegt außerhalb des erlaubten Bereichs 1-%2</translation>
    </message>
    <message>
        <source>pool %1: more than %2 servers</source>
        <translation>Pool %1: mehr als %2 Server</translation>
    </message>
    <message>
        <source>no newServer{…} call: not a dnsdist configuration RingLab can read</source>
        <translation>kein newServer{…}-Aufruf: keine dnsdist-Konfiguration, die RingLab lesen kann</translation>
    </message>
    <message>
        <source>policy: leastOutstanding (dnsdist default)</source>
        <translation>policy: leastOutstanding (dnsdist-Standard)</translation>
    </message>
    <message>
        <source>the query name</source>
        <translation>der Abfragename</translation>
    </message>
    <message>
        <source>weight: 1 (dnsdist default), one point on the ring per unit of weight</source>
        <translation>weight: 1 (dnsdist-Standard), ein Punkt auf dem Ring pro Gewichtseinheit</translation>
    </message>
    <message>
        <source>setWHashedPertubation: &quot;%1&quot; is outside the allowed range 0-%2</source>
        <translation>setWHashedPertubation: „%1“ liegt außerhalb des erlaubten Bereichs 0-%2</translation>
    </message>
    <message>
        <source>hash perturbation: 0 (dnsdist picks a random one at start-up unless setWHashedPertubation sets it)</source>
        <translation>Hash-Perturbation: 0 (dnsdist wählt beim Start eine zufällige, sofern setWHashedPertubation sie nicht setzt)</translation>
    </message>
    <message>
        <source>setConsistentHashingBalancingFactor: &quot;%1&quot; is not allowed: 0, or 1 and above</source>
        <translation>setConsistentHashingBalancingFactor: „%1“ ist nicht erlaubt: 0 oder 1 und mehr</translation>
    </message>
    <message>
        <source>the servers&apos; id=… are not used: RingLab numbers the servers (server-ids=numbered), so the ring has the same spread but not the same points</source>
        <translation>die id=… der Server werden nicht verwendet: RingLab nummeriert die Server (server-ids=numbered), daher hat der Ring dieselbe Streuung, aber nicht dieselben Punkte</translation>
    </message>
    <message>
        <source>dnsdist gives each server a random id at start-up, so its ring changes at every restart; RingLab numbers the servers (server-ids=numbered): same spread, not the same points</source>
        <translation>dnsdist gibt jedem Server beim Start eine zufällige ID, daher ändert sich sein Ring bei jedem Neustart; RingLab nummeriert die Server (server-ids=numbered): gleiche Streuung, nicht dieselben Punkte</translation>
    </message>
    <message>
        <source>policy %1 does not hash the query name</source>
        <translation>Policy %1 hasht den Abfragenamen nicht</translation>
    </message>
    <message>
        <source>%1…) (line %2) was not followed; servers and policies set there are not read</source>
        <translation>%1…) (Zeile %2) wurde nicht verfolgt; dort gesetzte Server und Policies werden nicht gelesen</translation>
    </message>
    <message>
        <source>%1 (Lua refuses the file)</source>
        <translation>%1 (Lua lehnt die Datei ab)</translation>
    </message>
    <message>
        <source>no newServer{…} call in this file; %1</source>
        <translation>kein newServer{…}-Aufruf in dieser Datei; %1</translation>
    </message>
</context>
<context>
    <name>EnvoyConfigReader</name>
    <message>
        <source>no Envoy cluster found (a map with lb_policy or load_assignment)</source>
        <translation>kein Envoy-Cluster gefunden (eine Map mit lb_policy oder load_assignment)</translation>
    </message>
    <message>
        <source>%1 (line %2)</source>
        <translation>%1 (Zeile %2)</translation>
    </message>
    <message>
        <source>no cluster has endpoints in load_assignment: %1</source>
        <translation>kein Cluster hat Endpunkte in load_assignment: %1</translation>
    </message>
    <message>
        <source>clusters without static endpoints were skipped: %1</source>
        <translation>Cluster ohne statische Endpunkte wurden übersprungen: %1</translation>
    </message>
    <message>
        <source>cluster %1 not found</source>
        <translation>Cluster %1 nicht gefunden</translation>
    </message>
</context>
<context>
    <name>EnvoyRing</name>
    <message>
        <source>%1: ring hash: minimum_ring_size (%2) &gt; maximum_ring_size (%3)</source>
        <translation>%1: Ring-Hash: minimum_ring_size (%2) &gt; maximum_ring_size (%3)</translation>
    </message>
    <message>
        <source>%1: %2 is outside the allowed range 1-%3</source>
        <translation>%1: %2 liegt außerhalb des erlaubten Bereichs 1-%3</translation>
    </message>
    <message>
        <source>servers: %1 host keys for %2 servers</source>
        <translation>Server: %1 Host-Schlüssel für %2 Server</translation>
    </message>
    <message>
        <source>servers: no host with weight is up, so Envoy has no ring to build</source>
        <translation>Server: kein Host mit Gewicht ist aktiv, daher hat Envoy keinen Ring zu bauen</translation>
    </message>
</context>
<context>
    <name>Experiment</name>
    <message>
        <source>format: not a RingLab experiment (expected &quot;ringlab-experiment&quot;)</source>
        <translation>format: keine RingLab-Experimentdatei (erwartet „ringlab-experiment“)</translation>
    </message>
    <message>
        <source>version: missing or not a number</source>
        <translation>version: fehlt oder ist keine Zahl</translation>
    </message>
    <message>
        <source>algorithm: missing or not a name</source>
        <translation>algorithm: fehlt oder ist kein Name</translation>
    </message>
    <message>
        <source>servers: missing or not an array</source>
        <translation>servers: fehlt oder ist kein Array</translation>
    </message>
    <message>
        <source>servers: %1 entries; allowed 1-%2</source>
        <translation>servers: %1 Einträge; erlaubt sind 1-%2</translation>
    </message>
    <message>
        <source>servers[%1].address: missing or not text</source>
        <translation>servers[%1].address: fehlt oder ist kein Text</translation>
    </message>
    <message>
        <source>servers[%1].address: %2</source>
        <translation>servers[%1].address: %2</translation>
    </message>
    <message>
        <source>servers[%1].address: &quot;%2&quot; appears twice</source>
        <translation>servers[%1].address: „%2“ kommt zweimal vor</translation>
    </message>
    <message>
        <source>servers[%1].down: must be true or false</source>
        <translation>servers[%1].down: muss true oder false sein</translation>
    </message>
    <message>
        <source>options: must be an object of name → value</source>
        <translation>options: muss ein Objekt aus Name → Wert sein</translation>
    </message>
    <message>
        <source>options: %1 entries; at most 64</source>
        <translation>options: %1 Einträge; höchstens 64</translation>
    </message>
    <message>
        <source>options.%1: must be text or a number</source>
        <translation>options.%1: muss Text oder eine Zahl sein</translation>
    </message>
    <message>
        <source>keys: must be a whole number 0-%1</source>
        <translation>keys: muss eine ganze Zahl 0-%1 sein</translation>
    </message>
    <message>
        <source>seed: must be a whole number 0-18446744073709551615</source>
        <translation>seed: muss eine ganze Zahl 0-18446744073709551615 sein</translation>
    </message>
    <message>
        <source>keyFile: must be a path</source>
        <translation>keyFile: muss ein Pfad sein</translation>
    </message>
    <message>
        <source>title: must be text of at most 1000 characters</source>
        <translation>title: muss Text mit höchstens 1000 Zeichen sein</translation>
    </message>
    <message>
        <source>version: %1 is not supported; this RingLab reads versions 1-%2</source>
        <translation>version: %1 wird nicht unterstützt; dieses RingLab liest die Versionen 1-%2</translation>
    </message>
    <message>
        <source>servers[%1].name: must be text (the server&apos;s hash name)</source>
        <translation>servers[%1].name: muss Text sein (der Hash-Name des Servers)</translation>
    </message>
    <message>
        <source>servers[%1].name: %2</source>
        <translation>servers[%1].name: %2</translation>
    </message>
    <message>
        <source>traffic: must be an object of the Traffic page&apos;s settings</source>
        <translation>traffic: muss ein Objekt mit den Einstellungen der Traffic-Seite sein</translation>
    </message>
    <message>
        <source>servers[%1].weight: must be a whole number 0-%2</source>
        <translation>servers[%1].weight: muss eine ganze Zahl 0-%2 sein</translation>
    </message>
</context>
<context>
    <name>ExperimentIo</name>
    <message>
        <source>%1: not valid JSON at byte %2: %3</source>
        <translation>%1: kein gültiges JSON bei Byte %2: %3</translation>
    </message>
    <message>
        <source>%1: the top level is not a JSON object</source>
        <translation>%1: die oberste Ebene ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>FileReader</name>
    <message>
        <source>%1: cannot read (%2)</source>
        <translation>%1: kann nicht gelesen werden (%2)</translation>
    </message>
    <message>
        <source>%1: not a regular file (%2); give a saved file</source>
        <translation>%1: keine reguläre Datei (%2); eine gespeicherte Datei angeben</translation>
    </message>
    <message>
        <source>%1 is %2, larger than the %3 allowed for this kind of file</source>
        <translation>%1 ist %2 groß, mehr als die für diese Dateiart erlaubten %3</translation>
    </message>
    <message>
        <source>reading %1</source>
        <translation>Lesen von %1</translation>
    </message>
    <message>
        <source>%1 grew beyond the %2 allowed while it was read</source>
        <translation>%1 ist beim Lesen über die erlaubten %2 hinausgewachsen</translation>
    </message>
</context>
<context>
    <name>FileWriter</name>
    <message>
        <source>%1: cannot write (%2) after %3 bytes</source>
        <translation>%1: Schreiben nach %3 Bytes nicht möglich (%2)</translation>
    </message>
    <message>
        <source>%1: cannot write (%2)</source>
        <translation>%1: kann nicht geschrieben werden (%2)</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>kein Dateiname angegeben</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>es ist ein Ordner</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>keine reguläre Datei</translation>
    </message>
    <message>
        <source>%1: FileWriter only writes</source>
        <translation>%1: FileWriter schreibt nur</translation>
    </message>
    <message>
        <source>the file is not open</source>
        <translation>die Datei ist nicht geöffnet</translation>
    </message>
    <message>
        <source>could not produce the content</source>
        <translation>der Inhalt konnte nicht erzeugt werden</translation>
    </message>
    <message>
        <source>it is a symbolic link; RingLab does not write through links: remove the link or name the file itself</source>
        <translation>es ist ein symbolischer Link; RingLab schreibt nicht durch Links hindurch: den Link entfernen oder die Datei selbst angeben</translation>
    </message>
    <message>
        <source>%1: cannot read (%2)</source>
        <translation>%1: kann nicht gelesen werden (%2)</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>FixFinder</name>
    <message>
        <source>%1 %2 does not hash keys, so there is no ring to fix.</source>
        <translation>%1 %2 hasht keine Schlüssel, also gibt es keinen Ring zu korrigieren.</translation>
    </message>
    <message>
        <source>Scale every weight by %1: %2 → %3 points on the lightest server</source>
        <translation>Jedes Gewicht mit %1 skalieren: %2 → %3 Punkte auf dem leichtesten Server</translation>
    </message>
    <message>
        <source>Hash consistently (%1 points per unit of weight)</source>
        <translation>Konsistent hashen (%1 Punkte pro Gewichtseinheit)</translation>
    </message>
    <message>
        <source>the weights cannot grow further; this is the largest factor tried</source>
        <translation>die Gewichte können nicht weiter wachsen; das ist der größte versuchte Faktor</translation>
    </message>
    <message>
        <source>Switch to Maglev (table of %1 slots)</source>
        <translation>Zu Maglev wechseln (Tabelle mit %1 Slots)</translation>
    </message>
    <message>
        <source>Raise the Maglev table_size to %1</source>
        <translation>Maglev-table_size auf %1 erhöhen</translation>
    </message>
    <message>
        <source>Maglev fills a fixed prime table, hosts taking turns, so equal-weight hosts get nearly equal slots; a host change also moves some keys between surviving hosts</source>
        <translation>Maglev füllt eine feste Tabelle mit Primzahlgröße, die Hosts abwechselnd, daher bekommen gleich gewichtete Hosts fast gleich viele Slots; eine Hoständerung verschiebt auch einige Schlüssel zwischen verbleibenden Hosts</translation>
    </message>
    <message>
        <source>Raise %1 from %2 to %3 (%4 points per host)</source>
        <translation>%1 von %2 auf %3 erhöhen (%4 Punkte pro Host)</translation>
    </message>
    <message>
        <source>the ring is split across all hosts, so its minimum has to grow with the host count; the smallest multiple of 1,024 whose rings meet the target</source>
        <translation>der Ring wird auf alle Hosts aufgeteilt, daher muss sein Minimum mit der Hostanzahl wachsen; das kleinste Vielfache von 1.024, dessen Ringe das Ziel erreichen</translation>
    </message>
    <message>
        <source>no %1 up to the maximum ring size %2 meets the target; %3</source>
        <translation>kein %1 bis zur maximalen Ringgröße %2 erreicht das Ziel; %3</translation>
    </message>
    <message>
        <source>%1: no port whose points grow with the weights</source>
        <translation>%1: keine Portierung, deren Punkte mit den Gewichten wachsen</translation>
    </message>
    <message>
        <source>Caddy&apos;s hashing policies have no weights, points or hash to change: every upstream scores FNV-1a of the key followed by its dial text, and the highest score wins (selectionpolicies.go hostByHashing). The spread depends only on the upstreams&apos; text: FNV-1a carries its last bytes poorly into the high bits, so upstreams that differ only at the end of their text (one host, several ports) spread worst.</source>
        <translation>Die Hash-Policies von Caddy haben keine Gewichte, Punkte oder Hashes zum Ändern: jeder Upstream bewertet FNV-1a des Schlüssels, gefolgt von seinem Dial-Text, und die höchste Bewertung gewinnt (selectionpolicies.go hostByHashing). Die Streuung hängt nur vom Text der Upstreams ab: FNV-1a trägt seine letzten Bytes schlecht in die hohen Bits, daher verteilen sich Upstreams, deren Text sich nur am Ende unterscheidet (ein Host, mehrere Ports), am schlechtesten.</translation>
    </message>
    <message>
        <source>Every upstream is on %1: giving each its own address (or a host name that differs early) is what helps; that needs the backends moved, so no change is proposed.</source>
        <translation>Jeder Upstream liegt auf %1: hilfreich ist, jedem eine eigene Adresse (oder einen früh abweichenden Hostnamen) zu geben; dafür müssen die Backends verschoben werden, daher wird keine Änderung vorgeschlagen.</translation>
    </message>
    <message>
        <source>The upstreams already differ in their host; no Caddyfile setting changes the spread further.</source>
        <translation>Die Upstreams unterscheiden sich bereits im Host; keine Caddyfile-Einstellung verändert die Streuung weiter.</translation>
    </message>
    <message>
        <source>Give each upstream its own loopback address (127.1.0.1, 127.2.0.1, …, ports kept): busiest %1 → %2</source>
        <translation>Jedem Upstream eine eigene Loopback-Adresse geben (127.1.0.1, 127.2.0.1, …, Ports bleiben): meistbelastet %1 → %2</translation>
    </message>
    <message>
        <source>the backends must listen on those addresses (all of 127.0.0.0/8 is local on Linux); the text then differs early, and the bytes after it let FNV-1a mix the difference into the high bits</source>
        <translation>die Backends müssen auf diesen Adressen lauschen (ganz 127.0.0.0/8 ist unter Linux lokal); der Text unterscheidet sich dann früh, und die Bytes danach lassen FNV-1a den Unterschied in die hohen Bits mischen</translation>
    </message>
    <message>
        <source>Switch to distribution: ketama (160 points per server of equal weight)</source>
        <translation>Zu distribution: ketama wechseln (160 Punkte pro Server bei gleichem Gewicht)</translation>
    </message>
    <message>
        <source>ketama is twemproxy&apos;s only consistent distribution: a server added or removed moves only its own keys; its spread is that of 160 points per server</source>
        <translation>ketama ist die einzige konsistente Verteilung von twemproxy: ein hinzugefügter oder entfernter Server verschiebt nur seine eigenen Schlüssel; seine Streuung ist die von 160 Punkten pro Server</translation>
    </message>
    <message>
        <source>No ketama setting raises its points: twemproxy gives a server floor(w/W · 40 · N + 1e-10) · 4 points (nc_ketama.c), so a common factor of the weights cancels in w/W. Measured with the port: every weight ×10 gives %1 ring (%2 to %3 points per server, busiest %4 before and %5 after). Equal weights always give 160 points per server (KETAMA_POINTS_PER_SERVER, compiled in), whatever the server count.</source>
        <translation>Keine ketama-Einstellung erhöht seine Punkte: twemproxy gibt einem Server floor(w/W · 40 · N + 1e-10) · 4 Punkte (nc_ketama.c), daher kürzt sich ein gemeinsamer Faktor der Gewichte in w/W heraus. Gemessen mit der Portierung: jedes Gewicht ×10 ergibt %1 Ring (%2 bis %3 Punkte pro Server, meistbelastet %4 vorher und %5 nachher). Gleiche Gewichte ergeben immer 160 Punkte pro Server (KETAMA_POINTS_PER_SERVER, fest einkompiliert), unabhängig von der Serveranzahl.</translation>
    </message>
    <message>
        <source>the same</source>
        <translation>denselben</translation>
    </message>
    <message>
        <source>a different</source>
        <translation>einen anderen</translation>
    </message>
    <message>
        <source>distribution: modula (not recommended for a cache tier)</source>
        <translation>distribution: modula (nicht empfohlen für eine Cache-Schicht)</translation>
    </message>
    <message>
        <source>key hash modulo the total weight: even shares, but a server added, removed or ejected moves about (N−1)/N of all keys, where ketama moves about 1/N</source>
        <translation>Schlüssel-Hash modulo Gesamtgewicht: gleichmäßige Anteile, aber ein hinzugefügter, entfernter oder ausgeworfener Server verschiebt etwa (N−1)/N aller Schlüssel, wo ketama etwa 1/N verschiebt</translation>
    </message>
    <message>
        <source>Raise replicas from %1 to %2: %3.reconfigure(replicas=%2)</source>
        <translation>replicas von %1 auf %2 erhöhen: %3.reconfigure(replicas=%2)</translation>
    </message>
    <message>
        <source>a backend gets replicas × weight points; the smallest replicas whose rings meet the target, weights unchanged</source>
        <translation>ein Backend erhält replicas × Gewicht Punkte; das kleinste replicas, dessen Ringe das Ziel erreichen, Gewichte unverändert</translation>
    </message>
    <message>
        <source>the largest replicas tried (2·10⁷ points in all); it does not reach the target</source>
        <translation>das größte versuchte replicas (2·10⁷ Punkte insgesamt); es erreicht das Ziel nicht</translation>
    </message>
    <message>
        <source>the smallest common factor whose rings meet the target; but for these exact servers no factor from %1 to %2 keeps this exact ring&apos;s busiest server within %3</source>
        <translation>der kleinste gemeinsame Faktor, dessen Ringe das Ziel erreichen; doch für genau diese Server hält kein Faktor von %1 bis %2 den meistbelasteten Server dieses Rings innerhalb von %3</translation>
    </message>
    <message>
        <source>the smallest common factor whose rings meet the target and whose exact ring does too: ×%1 would do for most rings of this size, but for these exact servers its busiest server would be at %2; weights stay in the same ratio</source>
        <translation>der kleinste gemeinsame Faktor, dessen Ringe das Ziel erreichen und dessen genauer Ring ebenfalls: ×%1 genügte für die meisten Ringe dieser Größe, doch für genau diese Server läge der meistbelastete Server bei %2; die Gewichte behalten ihr Verhältnis</translation>
    </message>
    <message>
        <source>the smallest common factor whose rings meet the target, this exact ring included; weights stay in the same ratio</source>
        <translation>der kleinste gemeinsame Faktor, dessen Ringe das Ziel erreichen, dieser genaue Ring eingeschlossen; die Gewichte behalten ihr Verhältnis</translation>
    </message>
    <message>
        <source>the heaviest server already has weight %1 and %2 accepts at most %3, so the weights cannot be scaled up in the same ratio (heaviest : lightest = %1 : %4); the lightest server keeps %5 points</source>
        <translation>der schwerste Server hat schon Gewicht %1 und %2 erlaubt höchstens %3, also lassen sich die Gewichte nicht im gleichen Verhältnis hochskalieren (schwerster : leichtester = %1 : %4); der leichteste Server behält %5 Punkte</translation>
    </message>
    <message>
        <source>scaling the weights up would give the ring more than %1 points</source>
        <translation>die Gewichte hochzuskalieren gäbe dem Ring mehr als %1 Punkte</translation>
    </message>
    <message>
        <source>; the target would take every weight ×%1 (%2 points on the lightest server)</source>
        <translation>; das Ziel bräuchte jedes Gewicht ×%1 (%2 Punkte auf dem leichtesten Server)</translation>
    </message>
    <message>
        <source>Hash consistently with every weight ×%1: %2 points on the lightest server</source>
        <translation>Konsistent hashen, jedes Gewicht ×%1: %2 Punkte auf dem leichtesten Server</translation>
    </message>
    <message>
        <source>balance %1 hashes only in mode http; in mode tcp (HAProxy&apos;s default) HAProxy sends the requests round robin, so no key stays on one server</source>
        <translation>balance %1 hasht nur in mode http; in mode tcp (HAProxys Standard) verteilt HAProxy die Anfragen reihum, kein Schlüssel bleibt auf einem Server</translation>
    </message>
    <message>
        <source>Add mode http (HAProxy does not hash without it), then %1</source>
        <translation>mode http hinzufügen (ohne hasht HAProxy nicht), dann %1</translation>
    </message>
    <message>
        <source>Add mode http (HAProxy does not hash without it)%1 with every weight ×%2: %3 points on the lightest server</source>
        <translation>mode http hinzufügen (ohne hasht HAProxy nicht)%1, jedes Gewicht ×%2: %3 Punkte auf dem leichtesten Server</translation>
    </message>
    <message>
        <source> and hash-type consistent</source>
        <translation> und hash-type consistent</translation>
    </message>
    <message>
        <source>%1. Then: %2</source>
        <translation>%1. Dann: %2</translation>
    </message>
    <message>
        <source>Add mode http: without it HAProxy does not hash, it sends requests round robin</source>
        <translation>mode http hinzufügen: ohne hasht HAProxy nicht, es verteilt die Anfragen reihum</translation>
    </message>
    <message>
        <source>%1. The ring then misses the target and there is no further fix: %2. %3</source>
        <translation>%1. Der Ring verfehlt dann das Ziel, und es gibt keine weitere Korrektur: %2. %3</translation>
    </message>
    <message>
        <source>HAProxy hashes it, with map-based hashing (a server change remaps most keys).</source>
        <translation>HAProxy hasht es, mit map-based-Hashing (eine Serveränderung bildet die meisten Schlüssel neu ab).</translation>
    </message>
    <message>
        <source>HAProxy hashes it; the busiest server is at %1 and %2 of rings of its size stay within %3: no change needed.</source>
        <translation>HAProxy hasht es; der meistbelastete Server liegt bei %1, und %2 der Ringe dieser Größe bleiben innerhalb von %3: keine Änderung nötig.</translation>
    </message>
    <message>
        <source>HAProxy hashes it; this exact ring keeps the busiest server at %1 (target %2), but only %3 of rings of its size do: not needed today.</source>
        <translation>HAProxy hasht es; dieser genaue Ring hält den meistbelasteten Server bei %1 (Ziel %2), aber nur %3 der Ringe dieser Größe schaffen das: heute nicht nötig.</translation>
    </message>
    <message>
        <source>HAProxy hashes it; the busiest server is at %1 (target %2).</source>
        <translation>HAProxy hasht es; der meistbelastete Server liegt bei %1 (Ziel %2).</translation>
    </message>
    <message>
        <source>For the next server change: %1.</source>
        <translation>Für die nächste Serveränderung: %1.</translation>
    </message>
    <message>
        <source>The fix: %1.</source>
        <translation>Die Korrektur: %1.</translation>
    </message>
    <message>
        <source>No fix then: %1.</source>
        <translation>Dann keine Korrektur: %1.</translation>
    </message>
    <message>
        <source>Instead: give each heavy server several server lines at the same address (the weight spread over them, each at most %1): the light servers can then rise in the same ratio. Or accept a smaller ratio between the weights. hash-balance-factor (e.g. 125) caps the busiest server&apos;s concurrent requests at request time, without changing the ring.</source>
        <translation>Stattdessen: jedem schweren Server mehrere server-Zeilen mit derselben Adresse geben (das Gewicht auf sie verteilt, jede höchstens %1): dann können die leichten Server im gleichen Verhältnis wachsen. Oder ein kleineres Verhältnis der Gewichte hinnehmen. hash-balance-factor (z. B. 125) begrenzt die gleichzeitigen Anfragen des meistbelasteten Servers zur Laufzeit, ohne den Ring zu ändern.</translation>
    </message>
    <message>
        <source>HAProxy&apos;s maximum weight is %2 (%3 points), which is not enough for ε = %1 with these weights; this is the best HAProxy can do. hash-balance-factor limits the damage of the busiest server at request time.</source>
        <translation>Das maximale Gewicht von HAProxy ist %2 (%3 Punkte), was für ε = %1 mit diesen Gewichten nicht reicht; mehr kann HAProxy nicht erreichen. hash-balance-factor begrenzt zur Anfragezeit den Schaden durch den meistbelasteten Server.</translation>
    </message>
</context>
<context>
    <name>HaproxyConditions</name>
    <message>
        <source>HAProxy refuses this: %1</source>
        <translation>HAProxy lehnt das ab: %1</translation>
    </message>
    <message>
        <source>HAProxy refuses this: unacceptable character in variable name at &quot;%1&quot;</source>
        <translation>HAProxy lehnt das ab: unacceptable character in variable name at &quot;%1&quot;</translation>
    </message>
    <message>
        <source>RingLab cannot evaluate the variable %1 (only .LINE)</source>
        <translation>RingLab kann die Variable %1 nicht auswerten (nur .LINE)</translation>
    </message>
    <message>
        <source>RingLab does not expand ${%1[*]} in a condition</source>
        <translation>RingLab expandiert ${%1[*]} in einer Bedingung nicht</translation>
    </message>
    <message>
        <source>HAProxy refuses this: unmatched brace in environment variable name</source>
        <translation>HAProxy lehnt das ab: unmatched brace in environment variable name</translation>
    </message>
    <message>
        <source>HAProxy refuses this: unmatched quote</source>
        <translation>HAProxy lehnt das ab: unmatched quote</translation>
    </message>
    <message>
        <source>HAProxy refuses this: unexpected character &apos;%1&apos; at the end of conditional expression &apos;%2&apos;</source>
        <translation>HAProxy lehnt das ab: unexpected character &apos;%1&apos; at the end of conditional expression &apos;%2&apos;</translation>
    </message>
    <message>
        <source>HAProxy refuses this: unparsable conditional expression &apos;%1&apos;</source>
        <translation>HAProxy lehnt das ab: unparsable conditional expression &apos;%1&apos;</translation>
    </message>
    <message>
        <source>HAProxy refuses this: expected &apos;)&apos; after conditional expression &apos;%1&apos;</source>
        <translation>HAProxy lehnt das ab: expected &apos;)&apos; after conditional expression &apos;%1&apos;</translation>
    </message>
    <message>
        <source>RingLab cannot evaluate %1(): it depends on the HAProxy build that reads the file</source>
        <translation>RingLab kann %1() nicht auswerten: das hängt vom HAProxy-Build ab, der die Datei liest</translation>
    </message>
    <message>
        <source>HAProxy refuses this: missing arguments (got 0/%1) in predicate &apos;%2&apos;</source>
        <translation>HAProxy lehnt das ab: missing arguments (got 0/%1) in predicate &apos;%2&apos;</translation>
    </message>
    <message>
        <source>HAProxy refuses this: expected &apos;)&apos; after the arguments of predicate &apos;%1&apos;</source>
        <translation>HAProxy lehnt das ab: expected &apos;)&apos; after the arguments of predicate &apos;%1&apos;</translation>
    </message>
    <message>
        <source>HAProxy refuses this: predicate &apos;%1&apos; takes %2 argument(s), got %3</source>
        <translation>HAProxy lehnt das ab: predicate &apos;%1&apos; takes %2 argument(s), got %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>too many nested &apos;.if&apos;, max is %1.</source>
        <translation>too many nested &apos;.if&apos;, max is %1.</translation>
    </message>
    <message>
        <source>lone &apos;%1&apos; with no matching &apos;.if&apos;.</source>
        <translation>lone &apos;%1&apos; with no matching &apos;.if&apos;.</translation>
    </message>
    <message>
        <source>Unexpected argument &apos;%1&apos; for &apos;%2&apos;.</source>
        <translation>Unexpected argument &apos;%1&apos; for &apos;%2&apos;.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; after &apos;.else&apos; is not permitted.</source>
        <translation>&apos;%1&apos; after &apos;.else&apos; is not permitted.</translation>
    </message>
    <message>
        <source>the file&apos;s own .alert: %1</source>
        <translation>das eigene .alert der Datei: %1</translation>
    </message>
    <message>
        <source>non-terminated &apos;.if&apos; block.</source>
        <translation>non-terminated &apos;.if&apos; block.</translation>
    </message>
</context>
<context>
    <name>HaproxyConfigReader</name>
    <message>
        <source>defaults section &quot;%1&quot; named by &quot;from&quot; does not exist</source>
        <translation>der mit „from“ benannte defaults-Abschnitt „%1“ existiert nicht</translation>
    </message>
    <message>
        <source>no backend or listen section with server lines found</source>
        <translation>kein backend- oder listen-Abschnitt mit server-Zeilen gefunden</translation>
    </message>
    <message>
        <source>section %1 not found</source>
        <translation>Abschnitt %1 nicht gefunden</translation>
    </message>
    <message>
        <source>.if conditions were evaluated with RingLab&apos;s environment variables; HAProxy evaluates them with its own</source>
        <translation>.if-Bedingungen wurden mit den Umgebungsvariablen von RingLab ausgewertet; HAProxy wertet sie mit seinen eigenen aus</translation>
    </message>
</context>
<context>
    <name>HaproxyRing</name>
    <message>
        <source>ids: %1 ids given for %2 servers</source>
        <translation>ids: %1 IDs für %2 Server angegeben</translation>
    </message>
    <message>
        <source>ids: server %1 has id %2; HAProxy ids are positive integers</source>
        <translation>ids: Server %1 hat die ID %2; HAProxy-IDs sind positive ganze Zahlen</translation>
    </message>
    <message>
        <source>ids: id %1 is used by two servers; HAProxy requires distinct ids</source>
        <translation>ids: die ID %1 wird von zwei Servern verwendet; HAProxy verlangt eindeutige IDs</translation>
    </message>
    <message>
        <source>weights: every enabled server has weight 0, so HAProxy has no server to choose</source>
        <translation>Gewichte: jeder aktivierte Server hat Gewicht 0, daher hat HAProxy keinen Server zur Auswahl</translation>
    </message>
</context>
<context>
    <name>HaproxyServerLine</name>
    <message>
        <source>HAProxy refuses this: character &apos;%1&apos; is not permitted in server name &apos;%2&apos;.</source>
        <translation>HAProxy lehnt das ab: character &apos;%1&apos; is not permitted in server name &apos;%2&apos;.</translation>
    </message>
    <message>
        <source>HAProxy refuses this: &apos;server %1&apos; : invalid character &apos;%2&apos; in port number &apos;%3&apos; in &apos;%4&apos;</source>
        <translation>HAProxy lehnt das ab: &apos;server %1&apos; : invalid character &apos;%2&apos; in port number &apos;%3&apos; in &apos;%4&apos;</translation>
    </message>
    <message>
        <source>HAProxy refuses this: &apos;server %1&apos; : invalid port &apos;%2&apos; (ports are 0-65535)</source>
        <translation>HAProxy lehnt das ab: &apos;server %1&apos; : invalid port &apos;%2&apos; (Ports sind 0-65535)</translation>
    </message>
</context>
<context>
    <name>IstioConfigReader</name>
    <message>
        <source>hosts: %1 is outside 1-100000</source>
        <translation>hosts: %1 liegt außerhalb von 1-100000</translation>
    </message>
    <message>
        <source>no DestinationRule found (kind: DestinationRule)</source>
        <translation>keine DestinationRule gefunden (kind: DestinationRule)</translation>
    </message>
    <message>
        <source>DestinationRule %1 not found</source>
        <translation>DestinationRule %1 nicht gefunden</translation>
    </message>
    <message>
        <source>a DestinationRule has no endpoint weights to change</source>
        <translation>eine DestinationRule hat keine Endpunktgewichte zum Ändern</translation>
    </message>
</context>
<context>
    <name>KetamaRing</name>
    <message>
        <source>servers: &quot;%1&quot; is not a socket address</source>
        <translation>servers: „%1“ ist keine Socket-Adresse</translation>
    </message>
    <message>
        <source>servers: port &quot;%1&quot; in &quot;%2&quot; is outside the allowed range 0-65535</source>
        <translation>servers: Port „%1“ in „%2“ liegt außerhalb des erlaubten Bereichs 0-65535</translation>
    </message>
    <message>
        <source>servers: &quot;%1&quot; is not a valid IPv6 address</source>
        <translation>servers: „%1“ ist keine gültige IPv6-Adresse</translation>
    </message>
    <message>
        <source>servers: &quot;%1&quot; is not an IP address; pingora-ketama buckets are socket addresses (IP:port), so host names are not accepted</source>
        <translation>servers: „%1“ ist keine IP-Adresse; pingora-ketama-Buckets sind Socket-Adressen (IP:Port), Hostnamen werden daher nicht akzeptiert</translation>
    </message>
    <message>
        <source>weights: %1 weight units × %2 points = %3 points, above pingora-ketama&apos;s u32 limit of 4294967295</source>
        <translation>Gewichte: %1 Gewichtseinheiten × %2 Punkte = %3 Punkte, über pingora-ketamas u32-Grenze von 4294967295</translation>
    </message>
</context>
<context>
    <name>KetamaV2Ring</name>
    <message>
        <source>option %1: &quot;%2&quot; is outside the allowed range 1-4294967295</source>
        <translation>Option %1: „%2“ liegt außerhalb des erlaubten Bereichs 1-4294967295</translation>
    </message>
    <message>
        <source>servers: %1 servers, but pingora-ketama v2 stores node indices in 16 bits and tells at most %2 apart</source>
        <translation>servers: %1 Server, aber pingora-ketama v2 speichert Knotenindizes in 16 Bit und unterscheidet höchstens %2</translation>
    </message>
</context>
<context>
    <name>KeyFileReader</name>
    <message>
        <source>keys: cannot open &quot;%1&quot;: %2</source>
        <translation>keys: „%1“ kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>keys: invalid reader limits</source>
        <translation>keys: ungültige Leselimits</translation>
    </message>
    <message>
        <source>keys: the input is not readable</source>
        <translation>keys: die Eingabe ist nicht lesbar</translation>
    </message>
    <message>
        <source>keys: %1line %2: %3</source>
        <translation>keys: %1Zeile %2: %3</translation>
    </message>
    <message>
        <source>longer than the limit of %1 bytes</source>
        <translation>länger als das Limit von %1 Bytes</translation>
    </message>
    <message>
        <source>more than the limit of %1 keys</source>
        <translation>mehr als das Limit von %1 Schlüsseln</translation>
    </message>
    <message>
        <source>keys: %1</source>
        <translation>keys: %1</translation>
    </message>
    <message>
        <source>the input is not a regular file and sent more than %1 bytes; save the keys to a file</source>
        <translation>die Eingabe ist keine reguläre Datei und lieferte mehr als %1 Bytes; die Schlüssel in einer Datei speichern</translation>
    </message>
    <message>
        <source>keys: %1:line %2: the %3 keys read so far take %4 and the memory left is not enough for more (ulimit -v, cgroup limit or free memory)</source>
        <translation>keys: %1:Zeile %2: die bisher gelesenen %3 Schlüssel belegen %4, und der verbleibende Speicher reicht nicht für mehr (ulimit -v, cgroup-Limit oder freier Speicher)</translation>
    </message>
</context>
<context>
    <name>KeySet</name>
    <message>
        <source>keys: key %1 (&quot;%2&quot;) is not a request path (must start with &apos;/&apos;, no spaces or control characters)</source>
        <translation>keys: Schlüssel %1 („%2“) ist kein Anfragepfad (muss mit &apos;/&apos; beginnen, keine Leer- oder Steuerzeichen)</translation>
    </message>
    <message>
        <source>keys: %1 holds no keys</source>
        <translation>keys: %1 enthält keine Schlüssel</translation>
    </message>
    <message>
        <source>keys: %1:%2: &quot;%3&quot; is not a request path (must start with &apos;/&apos;, no spaces or control characters)</source>
        <translation>keys: %1:%2: „%3“ ist kein Anfragepfad (muss mit &apos;/&apos; beginnen, ohne Leerzeichen oder Steuerzeichen)</translation>
    </message>
    <message>
        <source>traffic: %1</source>
        <translation>traffic: %1</translation>
    </message>
    <message>
        <source>traffic: %1 holds more than %2 requests</source>
        <translation>traffic: %1 enthält mehr als %2 Anfragen</translation>
    </message>
    <message>
        <source>traffic: %1: line %2: the request &quot;%3&quot; cannot be sent as a request path (must start with &apos;/&apos;, no spaces or control characters)</source>
        <translation>traffic: %1: Zeile %2: die Anfrage „%3“ kann nicht als Anfragepfad gesendet werden (muss mit &apos;/&apos; beginnen, keine Leer- oder Steuerzeichen)</translation>
    </message>
    <message>
        <source>traffic: %1 holds no requests</source>
        <translation>traffic: %1 enthält keine Anfragen</translation>
    </message>
</context>
<context>
    <name>LeftoverSweep</name>
    <message>
        <source>%1: cannot create the run registry</source>
        <translation>%1: das Laufregister kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1: the run registry entry cannot be read</source>
        <translation>%1: der Eintrag im Laufregister kann nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>LiveRemapper</name>
    <message>
        <source>remap: the runs differ in proxy or number of servers (%1 with %2, %3 with %4)</source>
        <translation>remap: die Läufe unterscheiden sich in Proxy oder Serveranzahl (%1 mit %2, %3 mit %4)</translation>
    </message>
    <message>
        <source>remap: the second run marks no server down that the first run had up</source>
        <translation>remap: der zweite Lauf markiert keinen Server als ausgefallen, der im ersten aktiv war</translation>
    </message>
    <message>
        <source>the normal run is invalid: %1</source>
        <translation>der normale Lauf ist ungültig: %1</translation>
    </message>
    <message>
        <source>the run with servers down is invalid: %1</source>
        <translation>der Lauf mit ausgefallenen Servern ist ungültig: %1</translation>
    </message>
    <message>
        <source>remap: the runs have no key answered in both (different key sets?); measure both with the same keys</source>
        <translation>remap: kein Schlüssel wurde in beiden Läufen beantwortet (unterschiedliche Schlüsselmengen?); beide mit denselben Schlüsseln messen</translation>
    </message>
    <message>
        <source>%1 %2 (%3 and %4)</source>
        <translation>%1 %2 (%3 und %4)</translation>
    </message>
    <message>
        <source>%1 (%2 and %3)</source>
        <translation>%1 (%2 und %3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>different proxy versions</source>
        <translation>unterschiedliche Proxy-Versionen</translation>
    </message>
    <message>
        <source>different option</source>
        <translation>unterschiedliche Option</translation>
    </message>
    <message>
        <source>different setting</source>
        <translation>unterschiedliche Einstellung</translation>
    </message>
    <message>
        <source>different addresses of server %1</source>
        <translation>unterschiedliche Adressen von Server %1</translation>
    </message>
    <message>
        <source>different weights of %1</source>
        <translation>unterschiedliche Gewichte von %1</translation>
    </message>
    <message>
        <source>%1 is down in the normal run and up in the run with servers down</source>
        <translation>%1 ist im normalen Lauf ausgefallen und im Lauf mit ausgefallenen Servern aktiv</translation>
    </message>
    <message>
        <source>different key sources</source>
        <translation>unterschiedliche Schlüsselquellen</translation>
    </message>
    <message>
        <source>different key seeds</source>
        <translation>unterschiedliche Startwerte der Schlüssel</translation>
    </message>
    <message>
        <source>different numbers of keys</source>
        <translation>unterschiedliche Schlüsselanzahlen</translation>
    </message>
    <message>
        <source>different keys (SHA-256 of the key sets)</source>
        <translation>unterschiedliche Schlüssel (SHA-256 der Schlüsselmengen)</translation>
    </message>
    <message>
        <source>different traffic</source>
        <translation>unterschiedlicher Verkehr</translation>
    </message>
    <message>
        <source>different concurrency (the runs bound loads, so requests in flight place keys)</source>
        <translation>unterschiedliche Parallelität (die Läufe begrenzen die Last, daher bestimmen laufende Anfragen, wohin Schlüssel gehen)</translation>
    </message>
    <message>
        <source>remap: the runs differ in more than the servers marked down, so where keys went would not be the effect of the removal alone; measure both with the same setup: %1</source>
        <translation>remap: die Läufe unterscheiden sich in mehr als den als ausgefallen markierten Servern, daher wäre, wohin die Schlüssel gingen, nicht allein die Wirkung des Entfernens; beide mit demselben Aufbau messen: %1</translation>
    </message>
</context>
<context>
    <name>LiveRunConfig</name>
    <message>
        <source>variant: unknown value &quot;%1&quot; (allowed: %2)</source>
        <translation>variant: unbekannter Wert „%1“ (erlaubt: %2)</translation>
    </message>
    <message>
        <source>base-port: %1 is out of range (allowed: 1024-%2 for %3 backends)</source>
        <translation>base-port: %1 liegt außerhalb des Bereichs (erlaubt: 1024-%2 für %3 Backends)</translation>
    </message>
    <message>
        <source>proxy-port: %1 is out of range (allowed: 1024-65535)</source>
        <translation>proxy-port: %1 liegt außerhalb des Bereichs (erlaubt: 1024-65535)</translation>
    </message>
    <message>
        <source>weights: %1 values given for %2 backends (give one per backend or one for all)</source>
        <translation>weights: %1 Werte für %2 Backends angegeben (einen pro Backend oder einen für alle angeben)</translation>
    </message>
    <message>
        <source>weights: %1 is out of range for %2 (allowed: %3-%4)</source>
        <translation>weights: %1 liegt für %2 außerhalb des Bereichs (erlaubt: %3-%4)</translation>
    </message>
    <message>
        <source>down: backend #%1 does not exist (allowed: 1-%2)</source>
        <translation>down: Backend #%1 existiert nicht (erlaubt: 1-%2)</translation>
    </message>
    <message>
        <source>isolated: backend #%1 does not exist (allowed: 1-%2)</source>
        <translation>isolated: Backend #%1 existiert nicht (erlaubt: 1-%2)</translation>
    </message>
    <message>
        <source>down: all %1 backends are down; at least one must answer</source>
        <translation>down: alle %1 Backends sind ausgefallen; mindestens eines muss antworten</translation>
    </message>
    <message>
        <source>out: no output directory given</source>
        <translation>out: kein Ausgabeverzeichnis angegeben</translation>
    </message>
    <message>
        <source>backends: %1 is out of range (allowed: %2-%3)</source>
        <translation>backends: %1 liegt außerhalb des Bereichs (erlaubt: %2-%3)</translation>
    </message>
    <message>
        <source>proxy: unknown value &quot;%1&quot; (allowed: %2)</source>
        <translation>proxy: unbekannter Wert „%1“ (erlaubt: %2)</translation>
    </message>
    <message>
        <source>proxy: %1 speaks %2, which no load engine speaks yet</source>
        <translation>proxy: %1 spricht %2, das noch keine Last-Engine spricht</translation>
    </message>
    <message>
        <source>keys: %1 is out of range (allowed: %2-%3)</source>
        <translation>keys: %1 liegt außerhalb des Bereichs (erlaubt: %2-%3)</translation>
    </message>
    <message>
        <source>concurrency: %1 is out of range (allowed: %2-%3)</source>
        <translation>concurrency: %1 liegt außerhalb des Bereichs (erlaubt: %2-%3)</translation>
    </message>
    <message>
        <source>pipeline: %1 is out of range (allowed: %2-%3)</source>
        <translation>pipeline: %1 liegt außerhalb des Bereichs (erlaubt: %2-%3)</translation>
    </message>
    <message>
        <source>recheck: %1 is out of range (allowed: %2-%3)</source>
        <translation>recheck: %1 liegt außerhalb des Bereichs (erlaubt: %2-%3)</translation>
    </message>
    <message>
        <source>request-timeout: %1 ms is out of range (allowed: %2-%3)</source>
        <translation>request-timeout: %1 ms liegt außerhalb des Bereichs (erlaubt: %2-%3)</translation>
    </message>
    <message>
        <source>stall-timeout: %1 ms is out of range (allowed: %2-%3)</source>
        <translation>stall-timeout: %1 ms liegt außerhalb des Bereichs (erlaubt: %2-%3)</translation>
    </message>
    <message>
        <source>%1: %2 has no such setting</source>
        <translation>%1: %2 hat keine solche Einstellung</translation>
    </message>
    <message>
        <source>%1: %2 is out of range (allowed: %3-%4)</source>
        <translation>%1: %2 liegt außerhalb des Bereichs (erlaubt: %3-%4)</translation>
    </message>
    <message>
        <source>traffic: the Zipf exponent %1 is out of range (allowed: above 0, at most 10)</source>
        <translation>traffic: der Zipf-Exponent %1 liegt außerhalb des Bereichs (erlaubt: über 0, höchstens 10)</translation>
    </message>
    <message>
        <source>requests: %1 is out of range (allowed: %2-%3)</source>
        <translation>requests: %1 liegt außerhalb des Bereichs (erlaubt: %2-%3)</translation>
    </message>
    <message>
        <source>universe: %1 is out of range (allowed: %2-%3)</source>
        <translation>universe: %1 liegt außerhalb des Bereichs (erlaubt: %2-%3)</translation>
    </message>
    <message>
        <source>traffic: log: no access log given</source>
        <translation>traffic: log: kein Zugriffslog angegeben</translation>
    </message>
    <message>
        <source>traffic: give either traffic or keys (a key list or key file), not both</source>
        <translation>traffic: entweder traffic oder keys angeben (eine Schlüsselliste oder Schlüsseldatei), nicht beides</translation>
    </message>
    <message>
        <source>traffic: unknown value &quot;%1&quot; (allowed: uniform, zipf:S, log:FILE)</source>
        <translation>traffic: unbekannter Wert „%1“ (erlaubt: uniform, zipf:S, log:FILE)</translation>
    </message>
    <message>
        <source>backend-delay: %1 ms is out of range (allowed: %2-%3)</source>
        <translation>backend-delay: %1 ms liegt außerhalb des Bereichs (erlaubt: %2-%3)</translation>
    </message>
    <message>
        <source>traffic: &quot;%1&quot;: the Zipf exponent must be a number above 0 and at most %2 (zipf:1.1)</source>
        <translation>traffic: „%1“: der Zipf-Exponent muss eine Zahl über 0 und höchstens %2 sein (zipf:1.1)</translation>
    </message>
</context>
<context>
    <name>LiveRunResult</name>
    <message>
        <source>results.json: field &quot;%1&quot; is missing or has the wrong type</source>
        <translation>results.json: Feld „%1“ fehlt oder hat den falschen Typ</translation>
    </message>
    <message>
        <source>%1: not a JSON object (%2 at offset %3)</source>
        <translation>%1: kein JSON-Objekt (%2 bei Offset %3)</translation>
    </message>
    <message>
        <source>results.json: version %1 is not supported (allowed: 1-%2)</source>
        <translation>results.json: Version %1 wird nicht unterstützt (erlaubt: 1-%2)</translation>
    </message>
    <message>
        <source>results.json: setup.options: %1</source>
        <translation>results.json: setup.options: %1</translation>
    </message>
    <message>
        <source>results.json: setup.options: option %1 is stored as &quot;%2&quot;, not as RingLab writes it into the config (&quot;%3&quot;); the run was made by an older RingLab that may not have given it to the proxy, so what the proxy ran with is unknown</source>
        <translation>results.json: setup.options: Option %1 ist als „%2“ gespeichert, nicht so, wie RingLab sie in die Konfiguration schreibt („%3“); der Lauf stammt von einem älteren RingLab, das sie dem Proxy möglicherweise nicht übergeben hat, daher ist unbekannt, womit der Proxy lief</translation>
    </message>
    <message>
        <source>%1 records no SHA-256 of %2 (written before RingLab recorded one): whether the mapping belongs to this run could not be checked</source>
        <translation>%1 verzeichnet keinen SHA-256 von %2 (geschrieben, bevor RingLab einen verzeichnete): ob die Zuordnung zu diesem Lauf gehört, konnte nicht geprüft werden</translation>
    </message>
    <message>
        <source>%1 does not belong to the run in %2: its SHA-256 is %3, the run recorded %4 (the file was replaced, edited or copied from another run)</source>
        <translation>%1 gehört nicht zum Lauf in %2: sein SHA-256 ist %3, der Lauf verzeichnete %4 (die Datei wurde ersetzt, bearbeitet oder aus einem anderen Lauf kopiert)</translation>
    </message>
</context>
<context>
    <name>LiveRunStatus</name>
    <message>
        <source>idle</source>
        <translation>untätig</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>startet</translation>
    </message>
    <message>
        <source>loading</source>
        <translation>lädt</translation>
    </message>
    <message>
        <source>rechecking</source>
        <translation>prüft erneut</translation>
    </message>
    <message>
        <source>stopping</source>
        <translation>stoppt</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>gültig</translation>
    </message>
    <message>
        <source>not valid</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 req/s · ETA %2 s</source>
        <translation>%1 Anfr./s · noch %2 s</translation>
    </message>
    <message>
        <source>waiting for the first answers</source>
        <translation>warte auf die ersten Antworten</translation>
    </message>
    <message>
        <source>No run yet: choose the proxy and the backends, then Start.</source>
        <translation>Noch kein Lauf: Proxy und Backends wählen, dann „Starten“.</translation>
    </message>
    <message>
        <source>Starting: %1 and the backends are being checked and started…</source>
        <translation>Starten: %1 und die Backends werden geprüft und gestartet…</translation>
    </message>
    <message numerus="yes">
        <source>Loading through %1: %2 of %3 keys sent · %4</source>
        <translation>
            <numerusform>Laden über %1: %2 von %3 Schlüsseln gesendet · %4</numerusform>
            <numerusform>Laden über %1: %2 von %3 Schlüsseln gesendet · %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rechecking through %1: sending the first %2 keys again · %3</source>
        <translation>
            <numerusform>Erneute Prüfung über %1: die ersten %2 Schlüssel werden erneut gesendet · %3</numerusform>
            <numerusform>Erneute Prüfung über %1: die ersten %2 Schlüssel werden erneut gesendet · %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping %1 and the backends, then checking the run…</source>
        <translation>%1 und die Backends werden gestoppt, dann wird der Lauf geprüft…</translation>
    </message>
    <message numerus="yes">
        <source>Valid: %1 keys through %2, every rule passed.</source>
        <translation>
            <numerusform>Gültig: %1 Schlüssel über %2, alle Regeln erfüllt.</numerusform>
            <numerusform>Gültig: %1 Schlüssel über %2, alle Regeln erfüllt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not valid: %1 keys through %2; %3.</source>
        <translation>
            <numerusform>Ungültig: %1 Schlüssel über %2; %3.</numerusform>
            <numerusform>Ungültig: %1 Schlüssel über %2; %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %1 of %2 keys through %3; a cancelled run is not valid.</source>
        <translation>
            <numerusform>Abgebrochen nach %1 von %2 Schlüsseln über %3; ein abgebrochener Lauf ist ungültig.</numerusform>
            <numerusform>Abgebrochen nach %1 von %2 Schlüsseln über %3; ein abgebrochener Lauf ist ungültig.</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>No run yet</source>
        <translation>Noch kein Lauf</translation>
    </message>
    <message>
        <source>Did not run</source>
        <translation>Nicht gelaufen</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 requests (keys + recheck)</source>
        <translation>
            <numerusform>%1 von %2 Anfragen (Schlüssel + erneute Prüfung)</numerusform>
            <numerusform>%1 von %2 Anfragen (Schlüssel + erneute Prüfung)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 answers every key</source>
        <translation>%1 beantwortet jeden Schlüssel</translation>
    </message>
    <message>
        <source>Every answer through %1 is 200 from a backend that should answer</source>
        <translation>Jede Antwort über %1 ist 200 von einem Backend, das antworten soll</translation>
    </message>
    <message>
        <source>%1 sends nothing to the backends marked down</source>
        <translation>%1 sendet nichts an die als ausgefallen markierten Backends</translation>
    </message>
    <message>
        <source>%1 sends every resent key to the same backend as the first time</source>
        <translation>%1 sendet jeden erneut gesendeten Schlüssel an dasselbe Backend wie beim ersten Mal</translation>
    </message>
    <message>
        <source>%1 logs no upstream error and no alert</source>
        <translation>%1 protokolliert keinen Upstream-Fehler und keinen Alarm</translation>
    </message>
    <message numerus="yes">
        <source>%1 live run, %2 keys (%3 after %2 of %4 planned)</source>
        <translation>
            <numerusform>%1-Live-Lauf, %2 Schlüssel (%3 nach %2 von %4 geplanten)</numerusform>
            <numerusform>%1-Live-Lauf, %2 Schlüssel (%3 nach %2 von %4 geplanten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 live run, %2 keys</source>
        <translation>
            <numerusform>%1-Live-Lauf, %2 Schlüssel</numerusform>
            <numerusform>%1-Live-Lauf, %2 Schlüssel</numerusform>
        </translation>
    </message>
    <message>
        <source>Every answer through %1 names a backend that should answer</source>
        <translation>Jede Antwort über %1 nennt ein Backend, das antworten soll</translation>
    </message>
    <message>
        <source>%1 prints nothing beyond its start-up messages</source>
        <translation>%1 gibt über seine Startmeldungen hinaus nichts aus</translation>
    </message>
    <message>
        <source>%1 logs nothing about servers that are up</source>
        <translation>%1 protokolliert nichts über aktive Server</translation>
    </message>
</context>
<context>
    <name>LiveRunner</name>
    <message numerus="yes">
        <source>the run was cancelled after %1 of %2 keys</source>
        <translation>
            <numerusform>der Lauf wurde nach %1 von %2 Schlüssel abgebrochen</numerusform>
            <numerusform>der Lauf wurde nach %1 von %2 Schlüsseln abgebrochen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the run was cancelled after %1 of %2 keys: %3</source>
        <translation>
            <numerusform>der Lauf wurde nach %1 von %2 Schlüssel abgebrochen: %3</numerusform>
            <numerusform>der Lauf wurde nach %1 von %2 Schlüsseln abgebrochen: %3</numerusform>
        </translation>
    </message>
    <message>
        <source>the run stopped with an error: %1</source>
        <translation>der Lauf wurde mit einem Fehler beendet: %1</translation>
    </message>
    <message numerus="yes">
        <source>only %1 of %2 keys were answered</source>
        <translation>
            <numerusform>nur %1 von %2 Schlüssel wurde beantwortet</numerusform>
            <numerusform>nur %1 von %2 Schlüsseln wurden beantwortet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 requests failed without an HTTP answer</source>
        <translation>
            <numerusform>%1 Anfrage schlug ohne HTTP-Antwort fehl</numerusform>
            <numerusform>%1 Anfragen schlugen ohne HTTP-Antwort fehl</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 requests were answered with a status other than 200</source>
        <translation>
            <numerusform>%1 Anfrage wurde mit einem anderen Status als 200 beantwortet</numerusform>
            <numerusform>%1 Anfragen wurden mit einem anderen Status als 200 beantwortet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 requests were answered by a backend marked down</source>
        <translation>
            <numerusform>%1 Anfrage wurde von einem als ausgefallen markierten Backend beantwortet</numerusform>
            <numerusform>%1 Anfragen wurden von einem als ausgefallen markierten Backend beantwortet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 requests came back without a known backend</source>
        <translation>
            <numerusform>%1 Anfrage kam ohne bekanntes Backend zurück</numerusform>
            <numerusform>%1 Anfragen kamen ohne bekanntes Backend zurück</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of the %2 rechecked keys landed on a different backend the second time</source>
        <translation>
            <numerusform>%1 von %2 erneut geprüften Schlüssel landete beim zweiten Mal auf einem anderen Backend</numerusform>
            <numerusform>%1 der %2 erneut geprüften Schlüssel landeten beim zweiten Mal auf einem anderen Backend</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only %1 keys were rechecked</source>
        <translation>
            <numerusform>nur %1 Schlüssel wurde erneut geprüft</numerusform>
            <numerusform>nur %1 Schlüssel wurden erneut geprüft</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 keys reached the backends as another path than the key (rewritten on the way, so the proxy hashed something else): %2</source>
        <translation>
            <numerusform>%1 Schlüssel erreichte die Backends als anderer Pfad als der Schlüssel (unterwegs umgeschrieben, daher hat der Proxy etwas anderes gehasht): %2</numerusform>
            <numerusform>%1 Schlüssel erreichten die Backends als anderer Pfad als der Schlüssel (unterwegs umgeschrieben, daher hat der Proxy etwas anderes gehasht): %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>nginx logged %1 upstream errors (keys may have been sent to the next server on the ring)</source>
        <translation>
            <numerusform>nginx hat %1 Upstream-Fehler protokolliert (Schlüssel wurden evtl. an den nächsten Server im Ring gesendet)</numerusform>
            <numerusform>nginx hat %1 Upstream-Fehler protokolliert (Schlüssel wurden evtl. an den nächsten Server im Ring gesendet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>nginx logged %1 alerts or critical errors (for example a worker process that died mid-run): %2</source>
        <translation>
            <numerusform>nginx hat %1 Alarm oder kritischen Fehler protokolliert (zum Beispiel ein während des Laufs gestorbener Worker-Prozess): %2</numerusform>
            <numerusform>nginx hat %1 Alarme oder kritische Fehler protokolliert (zum Beispiel ein während des Laufs gestorbener Worker-Prozess): %2</numerusform>
        </translation>
    </message>
    <message>
        <source>ran %1 %2</source>
        <translation>%1 %2 ausgeführt</translation>
    </message>
    <message>
        <source>%1: %2 %3 did not succeed within %4 s: %5</source>
        <translation>%1: %2 %3 war nicht innerhalb von %4 s erfolgreich: %5</translation>
    </message>
    <message>
        <source>cannot start %1 (%2)</source>
        <translation>%1 kann nicht gestartet werden (%2)</translation>
    </message>
    <message>
        <source>dnsdist printed %1 lines beyond its start-up messages: %2</source>
        <translation>dnsdist hat über seine Startmeldungen hinaus %1 Zeilen ausgegeben: %2</translation>
    </message>
    <message>
        <source>twemproxy logged %1 lines about servers that should be up or about itself: %2</source>
        <translation>twemproxy hat %1 Zeilen über Server, die aktiv sein sollten, oder über sich selbst protokolliert: %2</translation>
    </message>
</context>
<context>
    <name>LoadEngine</name>
    <message>
        <source>a memcached key has at most %1 bytes, this one has %2</source>
        <translation>ein memcached-Schlüssel hat höchstens %1 Bytes, dieser hat %2</translation>
    </message>
    <message>
        <source>as a DNS name it has %1 bytes in wire form, at most %2 are allowed</source>
        <translation>als DNS-Name hat er im Wire-Format %1 Bytes, erlaubt sind höchstens %2</translation>
    </message>
    <message>
        <source>Qt&apos;s HTTP client (QNetworkAccessManager)</source>
        <translation>dem HTTP-Client von Qt (QNetworkAccessManager)</translation>
    </message>
    <message>
        <source>RingLab&apos;s own HTTP/1.1 client (raw sockets, pipelined)</source>
        <translation>dem eigenen HTTP/1.1-Client von RingLab (direkte Sockets, Pipelining)</translation>
    </message>
    <message>
        <source>DNS queries over UDP</source>
        <translation>DNS-Anfragen über UDP</translation>
    </message>
    <message>
        <source>memcached get requests over TCP</source>
        <translation>memcached-get-Anfragen über TCP</translation>
    </message>
    <message>
        <source>Redis GET commands over TCP</source>
        <translation>Redis-GET-Befehlen über TCP</translation>
    </message>
</context>
<context>
    <name>MaglevTable</name>
    <message>
        <source>%1: %2 is outside the allowed range 2-%3</source>
        <translation>%1: %2 liegt außerhalb des erlaubten Bereichs 2-%3</translation>
    </message>
    <message>
        <source>%1: %2 is not a prime number; Envoy refuses it (&quot;The table size of maglev must be prime number&quot;), e.g. use 65537</source>
        <translation>%1: %2 ist keine Primzahl; Envoy lehnt sie ab („The table size of maglev must be prime number“), z. B. 65537 verwenden</translation>
    </message>
    <message>
        <source>servers: %1 host keys for %2 servers</source>
        <translation>servers: %1 Host-Schlüssel für %2 Server</translation>
    </message>
    <message>
        <source>servers: no host with weight is up, so Envoy has no table to build</source>
        <translation>servers: kein Host mit Gewicht ist aktiv, daher hat Envoy keine Tabelle zu bauen</translation>
    </message>
</context>
<context>
    <name>NginxConfigReader</name>
    <message>
        <source>no upstream block found</source>
        <translation>kein upstream-Block gefunden</translation>
    </message>
    <message>
        <source>no upstream block found; %1</source>
        <translation>kein upstream-Block gefunden; %1</translation>
    </message>
    <message>
        <source>upstream %1 not found</source>
        <translation>upstream %1 nicht gefunden</translation>
    </message>
</context>
<context>
    <name>NginxRing</name>
    <message>
        <source>servers: %1 is listed twice; nginx would merge the two into one set of points and round-robin between them, so list each server once</source>
        <translation>servers: %1 ist doppelt aufgeführt; nginx würde beide zu einer Punktmenge zusammenführen und zwischen ihnen per Round-Robin wechseln, führen Sie daher jeden Server nur einmal auf</translation>
    </message>
    <message>
        <source>weights: %1 points (160 per unit of weight) are more than RingLab can number (%2); use smaller weights</source>
        <translation>weights: %1 Punkte (160 pro Gewichtseinheit) sind mehr, als RingLab nummerieren kann (%2); verwenden Sie kleinere Gewichte</translation>
    </message>
    <message>
        <source>servers: the hash name &quot;%1&quot; is given to two servers; nginx gives every address of one server name the same points and round-robins between them, so a key has no one server: give each server its own name</source>
        <translation>servers: der Hash-Name „%1“ ist zwei Servern zugewiesen; nginx gibt jeder Adresse eines Servernamens dieselben Punkte und wechselt per Round-Robin zwischen ihnen, daher hat ein Schlüssel keinen eindeutigen Server: jedem Server einen eigenen Namen geben</translation>
    </message>
</context>
<context>
    <name>NutcrackerYaml</name>
    <message>
        <source>nutcracker refuses this: conf: %1 is disallowed</source>
        <translation>nutcracker lehnt das ab: conf: %1 is disallowed</translation>
    </message>
    <message>
        <source>nutcracker refuses this: conf: has pools with same name %1</source>
        <translation>nutcracker lehnt das ab: conf: has pools with same name %1</translation>
    </message>
    <message>
        <source>nutcracker refuses this: conf: directive &quot;%1:&quot; is a duplicate</source>
        <translation>nutcracker lehnt das ab: conf: directive &quot;%1:&quot; is a duplicate</translation>
    </message>
    <message>
        <source>nutcracker refuses this: conf: pools &apos;%1&apos; and &apos;%2&apos; have the same listen address &apos;%3&apos;</source>
        <translation>nutcracker lehnt das ab: conf: pools &apos;%1&apos; and &apos;%2&apos; have the same listen address &apos;%3&apos;</translation>
    </message>
    <message>
        <source>nutcracker refuses this: conf: the file must contain only 1 document; found %1 documents</source>
        <translation>nutcracker lehnt das ab: conf: the file must contain only 1 document; found %1 documents</translation>
    </message>
</context>
<context>
    <name>ProxyConfigCheck</name>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>RingLab&apos;s wrapper</source>
        <translation>RingLabs Wrapper</translation>
    </message>
    <message>
        <source>Checked with %1: accepted.</source>
        <translation>Mit %1 geprüft: akzeptiert.</translation>
    </message>
    <message>
        <source>Checked with %1: accepted, with warnings: %2</source>
        <translation>Mit %1 geprüft: akzeptiert, mit Warnungen: %2</translation>
    </message>
    <message>
        <source>Checked with %1: refused: %2</source>
        <translation>Mit %1 geprüft: abgelehnt: %2</translation>
    </message>
    <message>
        <source>upstream %1 (line %2) could not be cut out of the text</source>
        <translation>upstream %1 (Zeile %2) konnte nicht aus dem Text herausgelöst werden</translation>
    </message>
    <message>
        <source>section %1 (line %2) could not be cut out of the text</source>
        <translation>Abschnitt %1 (Zeile %2) konnte nicht aus dem Text herausgelöst werden</translation>
    </message>
    <message>
        <source>no checker for %1 configs</source>
        <translation>keine Prüfung für %1-Konfigurationen</translation>
    </message>
    <message>
        <source>Not checked with %1: %2 is not installed on this machine.</source>
        <translation>Nicht mit %1 geprüft: %2 ist auf diesem Rechner nicht installiert.</translation>
    </message>
    <message>
        <source>Not checked with %1: no private temporary directory (%2).</source>
        <translation>Nicht mit %1 geprüft: kein privates temporäres Verzeichnis (%2).</translation>
    </message>
    <message>
        <source>Not checked with %1: %2.</source>
        <translation>Nicht mit %1 geprüft: %2.</translation>
    </message>
    <message>
        <source>Not checked with %1: %2 did not start (%3).</source>
        <translation>Nicht mit %1 geprüft: %2 ist nicht gestartet (%3).</translation>
    </message>
    <message>
        <source>Not checked with %1: %2 did not finish within %3 s.</source>
        <translation>Nicht mit %1 geprüft: %2 wurde nicht innerhalb von %3 s fertig.</translation>
    </message>
    <message>
        <source>%1 (a name this machine cannot resolve; not counted as an error)</source>
        <translation>%1 (ein Name, den dieser Rechner nicht auflösen kann; nicht als Fehler gezählt)</translation>
    </message>
    <message>
        <source>%1 exited with code %2</source>
        <translation>%1 wurde mit Code %2 beendet</translation>
    </message>
    <message>
        <source>Not checked by the proxy itself: RingLab runs only %1 to check configs.</source>
        <translation>Nicht vom Proxy selbst geprüft: RingLab prüft Konfigurationen nur mit %1.</translation>
    </message>
    <message>
        <source>Not checked with %1: no section found at or above line %2.</source>
        <translation>Nicht mit %1 geprüft: in oder über Zeile %2 steht kein Abschnitt.</translation>
    </message>
</context>
<context>
    <name>ProxyConfigReader</name>
    <message>
        <source>section &quot;%1&quot; not found; the file has: %2</source>
        <translation>Abschnitt „%1“ nicht gefunden; die Datei enthält: %2</translation>
    </message>
    <message>
        <source>unknown config format</source>
        <translation>unbekanntes Konfigurationsformat</translation>
    </message>
    <message>
        <source>unexpected YAML structure: %1</source>
        <translation>unerwartete YAML-Struktur: %1</translation>
    </message>
    <message>
        <source>the file has other sections, not advised on: %1</source>
        <translation>die Datei hat weitere Abschnitte, zu denen nicht beraten wurde: %1</translation>
    </message>
    <message>
        <source>not a config RingLab can read: expected %1</source>
        <translation>keine Konfiguration, die RingLab lesen kann: erwartet %1</translation>
    </message>
</context>
<context>
    <name>ProxyProcess</name>
    <message>
        <source>HAProxy</source>
        <translation>HAProxy</translation>
    </message>
    <message>
        <source>proxy nginx</source>
        <translation>Proxy-nginx</translation>
    </message>
    <message>
        <source>dnsdist</source>
        <translation>dnsdist</translation>
    </message>
    <message>
        <source>twemproxy</source>
        <translation>twemproxy</translation>
    </message>
    <message>
        <source>twemproxy (Redis)</source>
        <translation>twemproxy (Redis)</translation>
    </message>
</context>
<context>
    <name>ProxyRolloutFacts</name>
    <message>
        <source>nginx builds an upstream&apos;s ring from its config when it starts or reloads (nginx -s reload): the new workers use the new ring for every key at once, the old workers finish their requests and exit. Weights cannot be changed at run time in open-source nginx.</source>
        <translation>nginx baut den Ring eines upstream aus seiner Konfiguration, wenn es startet oder neu lädt (nginx -s reload): die neuen Worker verwenden sofort für jeden Schlüssel den neuen Ring, die alten Worker beenden ihre Anfragen und werden beendet. Gewichte lassen sich im Open-Source-nginx nicht zur Laufzeit ändern.</translation>
    </message>
    <message>
        <source>one reload per step, with the weights of that step</source>
        <translation>ein Reload pro Schritt, mit den Gewichten dieses Schritts</translation>
    </message>
    <message>
        <source>not within one upstream; with two upstreams (today&apos;s weights and the new ones) and `split_clients &quot;$request_uri&quot; $ring { P% new; * old; }` + `proxy_pass http://$ring;`, a stable share P of the keys uses the new ring, raised reload by reload</source>
        <translation>nicht innerhalb eines upstream; mit zwei upstreams (heutige Gewichte und die neuen) und `split_clients &quot;$request_uri&quot; $ring { P% new; * old; }` + `proxy_pass http://$ring;` nutzt ein stabiler Anteil P der Schlüssel den neuen Ring, Reload für Reload erhöht</translation>
    </message>
    <message>
        <source>HAProxy builds a backend&apos;s ring when it starts or reloads (systemctl reload / -sf): the new process uses the new ring for every key at once. The runtime API (`set server B/S weight N`) can lower a weight without a reload, but a consistent-hash server cannot rise above the weight it started with: its ring points are made at start-up.</source>
        <translation>HAProxy baut den Ring eines backend, wenn es startet oder neu lädt (systemctl reload / -sf): der neue Prozess verwendet sofort für jeden Schlüssel den neuen Ring. Die Runtime-API (`set server B/S weight N`) kann ein Gewicht ohne Reload senken, aber ein Server mit konsistentem Hash kann nicht über das Gewicht steigen, mit dem er gestartet ist: seine Ringpunkte werden beim Start erzeugt.</translation>
    </message>
    <message>
        <source>not within one backend; with two backends (today&apos;s weights and the new ones) and a frontend rule on a hash of the same key, e.g. `use_backend new if { url,crc32,mod(100) lt P }`, a stable share P of the keys uses the new ring, raised reload by reload</source>
        <translation>nicht innerhalb eines backend; mit zwei backends (heutige Gewichte und die neuen) und einer Frontend-Regel auf einem Hash desselben Schlüssels, z. B. `use_backend new if { url,crc32,mod(100) lt P }`, nutzt ein stabiler Anteil P der Schlüssel den neuen Ring, Reload für Reload erhöht</translation>
    </message>
    <message>
        <source>Envoy rebuilds a cluster&apos;s ring when the cluster changes (a new config or an xDS update): every key uses the new ring at once.</source>
        <translation>Envoy baut den Ring eines Clusters neu, wenn sich der Cluster ändert (eine neue Konfiguration oder ein xDS-Update): jeder Schlüssel verwendet sofort den neuen Ring.</translation>
    </message>
    <message>
        <source>one cluster update per step, with the ring size of that step</source>
        <translation>ein Cluster-Update pro Schritt, mit der Ringgröße dieses Schritts</translation>
    </message>
    <message>
        <source>two clusters (today&apos;s ring and the new one) behind a route&apos;s weighted_clusters: a share P of the requests uses the new ring, picked per request, so a key can reach both rings while P is below 100%</source>
        <translation>zwei Cluster (heutiger Ring und der neue) hinter den weighted_clusters einer Route: ein Anteil P der Anfragen nutzt den neuen Ring, pro Anfrage gewählt, daher kann ein Schlüssel beide Ringe erreichen, solange P unter 100 % liegt</translation>
    </message>
    <message>
        <source>Istio pushes a changed DestinationRule to every Envoy sidecar, which rebuilds its ring: every key uses the new ring at once.</source>
        <translation>Istio überträgt eine geänderte DestinationRule an jeden Envoy-Sidecar, der seinen Ring neu baut: jeder Schlüssel verwendet sofort den neuen Ring.</translation>
    </message>
    <message>
        <source>one DestinationRule change per step, with the ring size of that step</source>
        <translation>eine DestinationRule-Änderung pro Schritt, mit der Ringgröße dieses Schritts</translation>
    </message>
    <message>
        <source>two subsets of the DestinationRule (today&apos;s ring and the new one) and a VirtualService that sends P% of the requests to the new subset, picked per request, so a key can reach both rings while P is below 100%</source>
        <translation>zwei Subsets der DestinationRule (heutiger Ring und der neue) und ein VirtualService, der P % der Anfragen an das neue Subset schickt, pro Anfrage gewählt, daher kann ein Schlüssel beide Ringe erreichen, solange P unter 100 % liegt</translation>
    </message>
    <message>
        <source>unknown proxy</source>
        <translation>unbekannter Proxy</translation>
    </message>
    <message>
        <source>dnsdist computes a server&apos;s points from its id and weight once the configuration is read (dnsdist.cc); a new configuration takes effect at a restart, and every query name uses the new ring at once. Server ids are random at each start unless newServer{id=…} fixes them, so a restart without fixed ids moves keys even when nothing else changed.</source>
        <translation>dnsdist berechnet die Punkte eines Servers aus seiner ID und seinem Gewicht, sobald die Konfiguration gelesen ist (dnsdist.cc); eine neue Konfiguration wird mit einem Neustart wirksam, und jeder Abfragename verwendet sofort den neuen Ring. Server-IDs sind bei jedem Start zufällig, sofern newServer{id=…} sie nicht festlegt, daher verschiebt ein Neustart ohne feste IDs Schlüssel, auch wenn sich sonst nichts geändert hat.</translation>
    </message>
    <message>
        <source>one restart per step, with the weights of that step</source>
        <translation>ein Neustart pro Schritt, mit den Gewichten dieses Schritts</translation>
    </message>
    <message>
        <source>two pools (today&apos;s weights and the new ones) and a rule sending a share P of the queries to the new pool, e.g. `addAction(ProbaRule(P), PoolAction(&quot;new&quot;))`: picked per query, so a name can reach both rings while P is below 1</source>
        <translation>zwei Pools (heutige Gewichte und die neuen) und eine Regel, die einen Anteil P der Abfragen an den neuen Pool schickt, z. B. `addAction(ProbaRule(P), PoolAction(&quot;new&quot;))`: pro Abfrage gewählt, daher kann ein Name beide Ringe erreichen, solange P unter 1 liegt</translation>
    </message>
    <message>
        <source>Caddy applies a changed Caddyfile with `caddy reload` (or its admin API) without dropping connections; every request after the reload scores the new upstream list.</source>
        <translation>Caddy übernimmt ein geändertes Caddyfile mit `caddy reload` (oder über seine Admin-API), ohne Verbindungen abzubrechen; jede Anfrage nach dem Reload bewertet die neue Upstream-Liste.</translation>
    </message>
    <message>
        <source>one reload with the new upstreams</source>
        <translation>ein Reload mit den neuen Upstreams</translation>
    </message>
    <message>
        <source>not within one reverse_proxy; two reverse_proxy blocks behind matchers on a hash of the request would be needed, and Caddy 2.6 has no such matcher</source>
        <translation>nicht innerhalb eines reverse_proxy; nötig wären zwei reverse_proxy-Blöcke hinter Matchern auf einem Hash der Anfrage, und Caddy 2.6 hat keinen solchen Matcher</translation>
    </message>
    <message>
        <source>parent.config is read again at `traffic_ctl config reload`, which rebuilds every parent ring: each request after the reload uses the new ring at once.</source>
        <translation>parent.config wird bei `traffic_ctl config reload` erneut gelesen, was jeden Parent-Ring neu baut: jede Anfrage nach dem Reload verwendet sofort den neuen Ring.</translation>
    </message>
    <message>
        <source>one traffic_ctl config reload per step, with the weights of that step</source>
        <translation>ein traffic_ctl config reload pro Schritt, mit den Gewichten dieses Schritts</translation>
    </message>
    <message>
        <source>not within parent.config: a rule has one ring, and the first rule matching a request&apos;s destination wins</source>
        <translation>nicht innerhalb von parent.config: eine Regel hat einen Ring, und die erste Regel, die zum Ziel einer Anfrage passt, gewinnt</translation>
    </message>
    <message>
        <source>twemproxy 0.5.0 reads nutcracker.yml when it starts and cannot reload it: a changed pool takes effect at a restart, and every key uses the new ring at once. With auto_eject_hosts: true the ring is also rebuilt whenever a server is ejected or comes back.</source>
        <translation>twemproxy 0.5.0 liest nutcracker.yml beim Start und kann sie nicht neu laden: ein geänderter Pool wird mit einem Neustart wirksam, und jeder Schlüssel verwendet sofort den neuen Ring. Mit auto_eject_hosts: true wird der Ring außerdem neu gebaut, sobald ein Server ausgeworfen wird oder zurückkehrt.</translation>
    </message>
    <message>
        <source>one restart per step, with the pool of that step</source>
        <translation>ein Neustart pro Schritt, mit dem Pool dieses Schritts</translation>
    </message>
    <message>
        <source>not within twemproxy (one ring per pool); two pools on two listen ports need the clients to send a stable share of the keys to the new one</source>
        <translation>nicht innerhalb von twemproxy (ein Ring pro Pool); bei zwei Pools auf zwei Listen-Ports müssen die Clients einen stabilen Anteil der Schlüssel an den neuen schicken</translation>
    </message>
    <message>
        <source>vcl_init of a newly loaded VCL builds the shard director&apos;s ring (varnishadm vcl.load, then vcl.use): requests switch to the new ring when the new VCL is used, and the cached objects stay, so only keys that miss in the cache reach the new backends.</source>
        <translation>vcl_init einer neu geladenen VCL baut den Ring des shard director (varnishadm vcl.load, dann vcl.use): Anfragen wechseln zum neuen Ring, sobald die neue VCL verwendet wird, und die gecachten Objekte bleiben, sodass nur Schlüssel mit Fehlzugriff im Cache die neuen Backends erreichen.</translation>
    </message>
    <message>
        <source>one vcl.load + vcl.use per step, with the replicas of that step</source>
        <translation>ein vcl.load + vcl.use pro Schritt, mit den replicas dieses Schritts</translation>
    </message>
    <message>
        <source>two shard directors in one VCL (today&apos;s replicas and the new ones) and, in vcl_backend_fetch, `if (vd_new.key(bereq.url) &lt; P × 4294967296) { set bereq.backend = vd_new.backend(by=URL); }`: a stable share P of the URLs uses the new ring, raised VCL by VCL</source>
        <translation>zwei shard directors in einer VCL (heutige replicas und die neuen) und in vcl_backend_fetch `if (vd_new.key(bereq.url) &lt; P × 4294967296) { set bereq.backend = vd_new.backend(by=URL); }`: ein stabiler Anteil P der URLs nutzt den neuen Ring, VCL für VCL erhöht</translation>
    </message>
</context>
<context>
    <name>RolloutPlanner</name>
    <message>
        <source>every weight ×%1</source>
        <translation>jedes Gewicht ×%1</translation>
    </message>
    <message>
        <source>weights %1</source>
        <translation>Gewichte %1</translation>
    </message>
    <message>
        <source>minimum ring size %1</source>
        <translation>minimale Ringgröße %1</translation>
    </message>
    <message>
        <source>replicas %1</source>
        <translation>replicas %1</translation>
    </message>
</context>
<context>
    <name>ServerListParser</name>
    <message>
        <source>servers: empty address</source>
        <translation>servers: leere Adresse</translation>
    </message>
    <message>
        <source>servers: &quot;%1&quot; opens an IPv6 bracket without closing it</source>
        <translation>servers: „%1“ öffnet eine IPv6-Klammer, ohne sie zu schließen</translation>
    </message>
    <message>
        <source>servers: &quot;%1&quot; has text after the IPv6 address</source>
        <translation>servers: „%1“ hat Text nach der IPv6-Adresse</translation>
    </message>
    <message>
        <source>servers: &quot;%1&quot; is not a valid IPv6 address</source>
        <translation>servers: „%1“ ist keine gültige IPv6-Adresse</translation>
    </message>
    <message>
        <source>servers: &quot;%1&quot;: write IPv6 addresses in brackets, e.g. [::1]:80</source>
        <translation>servers: „%1“: IPv6-Adressen in Klammern schreiben, z. B. [::1]:80</translation>
    </message>
    <message>
        <source>servers: &quot;%1&quot; is not a valid IPv4 address</source>
        <translation>servers: „%1“ ist keine gültige IPv4-Adresse</translation>
    </message>
    <message>
        <source>servers: &quot;%1&quot; is not a valid host name</source>
        <translation>servers: „%1“ ist kein gültiger Hostname</translation>
    </message>
    <message>
        <source>servers: port &quot;%1&quot; in &quot;%2&quot; is outside the allowed range 1-65535</source>
        <translation>servers: Port „%1“ in „%2“ liegt außerhalb des erlaubten Bereichs 1-65535</translation>
    </message>
    <message>
        <source>servers: the list is empty; give at least one server (1-%1)</source>
        <translation>servers: die Liste ist leer; geben Sie mindestens einen Server an (1-%1)</translation>
    </message>
    <message>
        <source>servers: %1 is outside the allowed range 1-%2</source>
        <translation>servers: %1 liegt außerhalb des erlaubten Bereichs 1-%2</translation>
    </message>
    <message>
        <source>servers: range &quot;%1&quot; has a port outside 1-65535</source>
        <translation>servers: Bereich „%1“ enthält einen Port außerhalb von 1-65535</translation>
    </message>
    <message>
        <source>servers: range &quot;%1&quot; is reversed (%2 &gt; %3)</source>
        <translation>servers: Bereich „%1“ ist umgekehrt (%2 &gt; %3)</translation>
    </message>
    <message>
        <source>servers: more than %1 servers</source>
        <translation>servers: mehr als %1 Server</translation>
    </message>
    <message>
        <source>servers: &quot;%1&quot; appears twice; each server must be listed once</source>
        <translation>servers: „%1“ kommt zweimal vor; jeder Server darf nur einmal aufgeführt werden</translation>
    </message>
    <message>
        <source>servers: &quot;%1&quot; names no server; give at least one (1-%2)</source>
        <translation>servers: „%1“ bezeichnet keinen Server; geben Sie mindestens einen an (1-%2)</translation>
    </message>
    <message>
        <source>weights: the list is empty</source>
        <translation>weights: die Liste ist leer</translation>
    </message>
    <message>
        <source>weights: %1 values for %2 servers; give one value for all or one per server</source>
        <translation>weights: %1 Werte für %2 Server; geben Sie einen Wert für alle oder einen pro Server an</translation>
    </message>
    <message>
        <source>weights: &quot;%1&quot; is not a whole number (allowed %2-%3)</source>
        <translation>weights: „%1“ ist keine ganze Zahl (erlaubt %2-%3)</translation>
    </message>
    <message>
        <source>weights: %1 is outside the allowed range %2-%3</source>
        <translation>weights: %1 liegt außerhalb des erlaubten Bereichs %2-%3</translation>
    </message>
    <message>
        <source>down: position &quot;%1&quot; is outside 1-%2</source>
        <translation>down: Position „%1“ liegt außerhalb von 1-%2</translation>
    </message>
    <message>
        <source>down: &quot;%1&quot; names no server in the list</source>
        <translation>down: „%1“ bezeichnet keinen Server der Liste</translation>
    </message>
    <message>
        <source>down: port %1 matches %2 servers; give the full address</source>
        <translation>down: Port %1 passt auf %2 Server; geben Sie die vollständige Adresse an</translation>
    </message>
    <message>
        <source>down: port %1 names no server in the list; for the server at position %1 write #%1</source>
        <translation>down: Port %1 bezeichnet keinen Server der Liste; für den Server an Position %1 schreiben Sie #%1</translation>
    </message>
    <message>
        <source>down: the range &quot;%1&quot; runs backwards (%2 &gt; %3)</source>
        <translation>down: der Bereich „%1“ ist umgekehrt (%2 &gt; %3)</translation>
    </message>
    <message>
        <source>down: &quot;%1&quot; is not a port in 1-65535</source>
        <translation>down: „%1“ ist kein Port in 1-65535</translation>
    </message>
    <message>
        <source>servers: &quot;%1&quot; is not an address (an IPv4 address has four numbers); to hash the name &quot;%1&quot;, write it before the server&apos;s address: %1=127.0.0.1:9001, or give the names separately (--hash-names)</source>
        <translation>servers: „%1“ ist keine Adresse (eine IPv4-Adresse hat vier Zahlen); um den Namen „%1“ zu hashen, ihn vor die Adresse des Servers schreiben: %1=127.0.0.1:9001, oder die Namen getrennt angeben (--hash-names)</translation>
    </message>
    <message>
        <source>servers: &quot;%1=&quot; gives a hash name but no address; write name=address, e.g. %1=127.0.0.1:9001</source>
        <translation>servers: „%1=“ nennt einen Hash-Namen, aber keine Adresse; name=address schreiben, z. B. %1=127.0.0.1:9001</translation>
    </message>
    <message>
        <source>servers: a hash name is empty; write name=address, e.g. cache-1=10.0.0.1:8080</source>
        <translation>servers: ein Hash-Name ist leer; name=address schreiben, z. B. cache-1=10.0.0.1:8080</translation>
    </message>
    <message>
        <source>servers: hash name &quot;%1…&quot; has %2 characters; allowed 1-255</source>
        <translation>servers: Hash-Name „%1…“ hat %2 Zeichen; erlaubt sind 1-255</translation>
    </message>
    <message>
        <source>servers: hash name &quot;%1&quot; holds a space, a comma, &quot;=&quot; or a control character; a name is 1-255 printable characters without them</source>
        <translation>servers: Hash-Name „%1“ enthält ein Leerzeichen, ein Komma, „=“ oder ein Steuerzeichen; ein Name besteht aus 1-255 druckbaren Zeichen ohne diese</translation>
    </message>
    <message>
        <source>hash-names: the list is empty; give one name per server</source>
        <translation>hash-names: die Liste ist leer; einen Namen pro Server angeben</translation>
    </message>
    <message>
        <source>hash-names: &quot;%1&quot; counts backwards (%2 &gt; %3)</source>
        <translation>hash-names: „%1“ zählt rückwärts (%2 &gt; %3)</translation>
    </message>
    <message>
        <source>hash-names: more names than the %1 servers; give one name per server</source>
        <translation>hash-names: mehr Namen als die %1 Server; einen Namen pro Server angeben</translation>
    </message>
    <message>
        <source>hash-names: %1 names for %2 servers; give one name per server (- for none)</source>
        <translation>hash-names: %1 Namen für %2 Server; einen Namen pro Server angeben (- für keinen)</translation>
    </message>
    <message>
        <source>hash-names: %1</source>
        <translation>hash-names: %1</translation>
    </message>
    <message>
        <source>down: &quot;%1&quot; is not an address (127.0.0.1:9042), a port (9042), a position (#42), a range (9040-9045, #7-#9) or a server&apos;s hash name</source>
        <translation>down: „%1“ ist weder eine Adresse (127.0.0.1:9042), ein Port (9042), eine Position (#42), ein Bereich (9040-9045, #7-#9) noch der Hash-Name eines Servers</translation>
    </message>
</context>
<context>
    <name>SimResultIo</name>
    <message>
        <source>setting: rule, space or path is not one of the known names</source>
        <translation>setting: rule, space oder path ist keiner der bekannten Namen</translation>
    </message>
    <message>
        <source>seed: expected a whole number as text</source>
        <translation>seed: erwartet wird eine ganze Zahl als Text</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>CV formula</source>
        <translation>VK Formel</translation>
    </message>
    <message>
        <source>CV rule theory</source>
        <translation>VK Regel Theorie</translation>
    </message>
    <message>
        <source>CV simulated ± SE</source>
        <translation>VK simuliert ± SF</translation>
    </message>
    <message>
        <source>busiest mean</source>
        <translation>meistbelastet Mittel</translation>
    </message>
    <message>
        <source>busiest p95</source>
        <translation>meistbelastet p95</translation>
    </message>
    <message>
        <source>busiest theory</source>
        <translation>meistbelastet Theorie</translation>
    </message>
    <message>
        <source>quietest mean</source>
        <translation>am wenigsten belastet Mittel</translation>
    </message>
    <message>
        <source>colliding pairs</source>
        <translation>kollidierende Paare</translation>
    </message>
    <message>
        <source>expected M²/2^(b+1)</source>
        <translation>erwartet M²/2^(b+1)</translation>
    </message>
    <message>
        <source>points lost</source>
        <translation>verlorene Punkte</translation>
    </message>
    <message>
        <source>receivers</source>
        <translation>Empfänger</translation>
    </message>
    <message>
        <source>largest catcher / removed</source>
        <translation>größter Empfänger / entfernt</translation>
    </message>
    <message>
        <source>largest catcher / fair share</source>
        <translation>größter Empfänger / fairer Anteil</translation>
    </message>
    <message>
        <source>not a JSON object: %1</source>
        <translation>kein JSON-Objekt: %1</translation>
    </message>
    <message>
        <source>format: expected &quot;%1&quot; version 1 (written by ringlab-cli simulate --shard)</source>
        <translation>format: erwartet „%1“ Version 1 (geschrieben von ringlab-cli simulate --shard)</translation>
    </message>
    <message>
        <source>rings: each row needs 10 columns</source>
        <translation>rings: jede Zeile braucht 10 Spalten</translation>
    </message>
    <message>
        <source>rings: ring index %1 is outside the allowed range 0-%2</source>
        <translation>rings: Ringindex %1 liegt außerhalb des erlaubten Bereichs 0-%2</translation>
    </message>
    <message>
        <source>collisions: expected first or random</source>
        <translation>collisions: first oder random erwartet</translation>
    </message>
    <message>
        <source>CV sim / formula</source>
        <translation>VK Sim. / Formel</translation>
    </message>
    <message>
        <source>CV theory with collisions</source>
        <translation>VK-Theorie mit Kollisionen</translation>
    </message>
    <message>
        <source>expected lost</source>
        <translation>erwartet verloren</translation>
    </message>
</context>
<context>
    <name>SimSetting</name>
    <message>
        <source>servers: %1 is outside the allowed range 1-%2</source>
        <translation>servers: %1 liegt außerhalb des erlaubten Bereichs 1-%2</translation>
    </message>
    <message>
        <source>points: %1 is outside the allowed range 1-%2</source>
        <translation>points: %1 liegt außerhalb des erlaubten Bereichs 1-%2</translation>
    </message>
    <message>
        <source>rings: %1 is outside the allowed range 1-%2</source>
        <translation>rings: %1 liegt außerhalb des erlaubten Bereichs 1-%2</translation>
    </message>
    <message>
        <source>weights: %1 weights given for %2 servers; give one per server or none</source>
        <translation>weights: %1 Gewichte für %2 Server angegeben; geben Sie eines pro Server oder keines an</translation>
    </message>
    <message>
        <source>weights: server %1 has weight %2, outside the allowed range 1-%3</source>
        <translation>weights: Server %1 hat Gewicht %2, außerhalb des erlaubten Bereichs 1-%3</translation>
    </message>
    <message>
        <source>points: %1 points per ring is more than the simulator&apos;s limit of %2</source>
        <translation>points: %1 Punkte pro Ring sind mehr als das Limit des Simulators von %2</translation>
    </message>
    <message>
        <source>removal: needs at least 2 servers, got %1</source>
        <translation>removal: braucht mindestens 2 Server, erhalten: %1</translation>
    </message>
    <message>
        <source>removal: server index %1 is outside the allowed range 0-%2</source>
        <translation>removal: Serverindex %1 liegt außerhalb des erlaubten Bereichs 0-%2</translation>
    </message>
    <message>
        <source>path: exact sampling (Dirichlet shares) needs rule next, space ideal and no removal; use path explicit</source>
        <translation>path: exakte Stichprobe (Dirichlet-Anteile) braucht rule next, space ideal und kein Entfernen; verwenden Sie path explicit</translation>
    </message>
    <message>
        <source>removal: the removal analysis runs in the ideal space only, not in the %1-bit space; use space ideal (--space ideal) or drop --removal</source>
        <translation>removal: die Entfernungsanalyse läuft nur im idealen Raum, nicht im %1-Bit-Raum; space ideal (--space ideal) verwenden oder --removal weglassen</translation>
    </message>
</context>
<context>
    <name>Simulator</name>
    <message>
        <source>points: %1 servers × %2 points needs about %3 per ring, more than the limit of %4</source>
        <translation>points: %1 Server × %2 Punkte brauchen etwa %3 pro Ring, mehr als das Limit von %4</translation>
    </message>
</context>
<context>
    <name>SpreadMarker</name>
    <message>
        <source>Caddy (rendezvous/HRW)</source>
        <translation>Caddy (rendezvous/HRW)</translation>
    </message>
    <message>
        <source>dnsdist chashed, weight 1 (%1)</source>
        <translation>dnsdist chashed, Gewicht 1 (%1)</translation>
    </message>
    <message>
        <source>Envoy ring, default (%1)</source>
        <translation>Envoy-Ring, Standard (%1)</translation>
    </message>
    <message>
        <source>HAProxy w1 (%1, nearest)</source>
        <translation>HAProxy w1 (%1, nächstgelegener Punkt)</translation>
    </message>
    <message>
        <source>HAProxy w10 (%1, nearest)</source>
        <translation>HAProxy w10 (%1, nächstgelegener Punkt)</translation>
    </message>
    <message>
        <source>HAProxy w100 (%1, nearest)</source>
        <translation>HAProxy w100 (%1, nächstgelegener Punkt)</translation>
    </message>
    <message>
        <source>Maglev table (%1)</source>
        <translation>Maglev-Tabelle (%1)</translation>
    </message>
    <message>
        <source>nginx (%1)</source>
        <translation>nginx (%1)</translation>
    </message>
    <message>
        <source>Traffic Server (%1)</source>
        <translation>Traffic Server (%1)</translation>
    </message>
    <message>
        <source>twemproxy ketama (%1)</source>
        <translation>twemproxy ketama (%1)</translation>
    </message>
    <message>
        <source>Varnish shard (%1)</source>
        <translation>Varnish shard (%1)</translation>
    </message>
</context>
<context>
    <name>SystemRegistry</name>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
</context>
<context>
    <name>TrafficServerConfigReader</name>
    <message>
        <source>&quot;%1&quot; is not key=value</source>
        <translation>„%1“ ist nicht key=value</translation>
    </message>
    <message>
        <source>%1: the quote is not closed on this line</source>
        <translation>%1: das Anführungszeichen wird in dieser Zeile nicht geschlossen</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not host:port (port 1-65535)</source>
        <translation>%1: „%2“ ist nicht host:port (Port 1-65535)</translation>
    </message>
    <message>
        <source>%1: weight &quot;%2&quot; of %3 is outside the allowed range: whole numbers 1-1000000 (Traffic Server takes any float; RingLab reads whole weights)</source>
        <translation>%1: Gewicht „%2“ von %3 liegt außerhalb des erlaubten Bereichs: ganze Zahlen 1-1000000 (Traffic Server akzeptiert jede Gleitkommazahl; RingLab liest ganzzahlige Gewichte)</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>%1: no parents in &quot;%2&quot;</source>
        <translation>%1: keine Parents in „%2“</translation>
    </message>
    <message>
        <source>more than %1 parents</source>
        <translation>mehr als %1 Parents</translation>
    </message>
    <message>
        <source>%1: %2 and %3 hash the same name &quot;%4&quot;: Traffic Server hashes a parent&apos;s host name, not its port, so they would share one set of points (all kept by the first); write each as host:port&amp;host:port to give it its own</source>
        <translation>%1: %2 und %3 hashen denselben Namen „%4“: Traffic Server hasht den Hostnamen eines Parents, nicht seinen Port, daher teilten sie sich eine Punktmenge (alle beim ersten); schreiben Sie jeden als host:port&amp;host:port, um ihm eigene zu geben</translation>
    </message>
    <message>
        <source>secondary_mode: &quot;%1&quot; is outside the allowed range 1-3</source>
        <translation>secondary_mode: „%1“ liegt außerhalb des erlaubten Bereichs 1-3</translation>
    </message>
    <message>
        <source>qstring: &quot;%1&quot; is not consider or ignore</source>
        <translation>qstring: „%1“ ist weder consider noch ignore</translation>
    </message>
    <message>
        <source>round_robin: &quot;%1&quot; is not one of %2</source>
        <translation>round_robin: „%1“ ist keiner der Werte %2</translation>
    </message>
    <message>
        <source>round_robin: false (Traffic Server default: parents in order)</source>
        <translation>round_robin: false (Standard von Traffic Server: Parents der Reihe nach)</translation>
    </message>
    <message>
        <source>the URL path</source>
        <translation>dem URL-Pfad</translation>
    </message>
    <message>
        <source>the URL path and query</source>
        <translation>dem URL-Pfad und der Query</translation>
    </message>
    <message>
        <source>the client IP</source>
        <translation>der Client-IP</translation>
    </message>
    <message>
        <source>round_robin=true picks by the client IP&apos;s hash modulo the parent count</source>
        <translation>round_robin=true wählt nach dem Hash der Client-IP modulo der Parent-Anzahl</translation>
    </message>
    <message>
        <source>line longer than %1 characters</source>
        <translation>Zeile länger als %1 Zeichen</translation>
    </message>
    <message>
        <source> (line %1)</source>
        <translation> (Zeile %1)</translation>
    </message>
    <message>
        <source>no rule with parent=&quot;…&quot;: not a parent.config RingLab can read</source>
        <translation>keine Regel mit parent=&quot;…&quot;: keine parent.config, die RingLab lesen kann</translation>
    </message>
    <message>
        <source>rule %1 (line %2) not found in the text</source>
        <translation>Regel %1 (Zeile %2) im Text nicht gefunden</translation>
    </message>
</context>
<context>
    <name>TrafficServerRing</name>
    <message>
        <source>primary ring: first point at or after %1 is %2 (%3, replica %4)</source>
        <translation>primärer Ring: erster Punkt bei oder nach %1 ist %2 (%3, Replik %4)</translation>
    </message>
    <message>
        <source>%1 is marked down</source>
        <translation>%1 ist als ausgefallen markiert</translation>
    </message>
    <message>
        <source>secondary ring (secondary_mode %1): first up parent from %2 is %3</source>
        <translation>sekundärer Ring (secondary_mode %1): erster aktiver Parent ab %2 ist %3</translation>
    </message>
    <message>
        <source>next up parent clockwise on the primary ring: %1</source>
        <translation>nächster aktiver Parent im Uhrzeigersinn auf dem primären Ring: %1</translation>
    </message>
    <message>
        <source>no parent is up: the request fails (or goes direct with go_direct=true)</source>
        <translation>kein Parent ist aktiv: die Anfrage schlägt fehl (oder geht mit go_direct=true direkt)</translation>
    </message>
    <message>
        <source>option secondary: %1 leaves no primary parent; allowed 0-%2 for %3 servers</source>
        <translation>Option secondary: %1 lässt keinen primären Parent übrig; erlaubt 0-%2 für %3 Server</translation>
    </message>
    <message>
        <source>servers: %1 is not host:port; parent.config needs a port after the first &apos;:&apos; (IPv6 parents cannot be written)</source>
        <translation>servers: %1 ist nicht host:port; parent.config braucht einen Port nach dem ersten &apos;:&apos; (IPv6-Parents lassen sich nicht schreiben)</translation>
    </message>
    <message>
        <source>servers: %1 and %2 hash the same name &quot;%3&quot;; Traffic Server hashes a parent&apos;s host name, not its port, so they would share one set of points (all kept by the first) and go down together; give each parent its own host name or set option hash-string=address</source>
        <translation>servers: %1 und %2 hashen denselben Namen „%3“; Traffic Server hasht den Hostnamen eines Parents, nicht seinen Port, daher teilten sie sich eine Punktmenge (alle beim ersten) und fielen gemeinsam aus; geben Sie jedem Parent einen eigenen Hostnamen oder setzen Sie die Option hash-string=address</translation>
    </message>
</context>
<context>
    <name>TrafficServerSystem</name>
    <message>
        <source>Traffic Server logged %1 errors: %2</source>
        <translation>Traffic Server hat %1 Fehler protokolliert: %2</translation>
    </message>
    <message>
        <source>%1 logs no error and marks no parent down</source>
        <translation>%1 protokolliert keinen Fehler und markiert keinen Parent als ausgefallen</translation>
    </message>
</context>
<context>
    <name>TwemproxyConfigReader</name>
    <message>
        <source>servers: &quot;%1&quot; is not host:port:weight [name]</source>
        <translation>servers: „%1“ ist nicht host:port:weight [name]</translation>
    </message>
    <message>
        <source>servers: weight &quot;%1&quot; of &quot;%2&quot; is outside the allowed range 1-%3</source>
        <translation>servers: Gewicht „%1“ von „%2“ liegt außerhalb des erlaubten Bereichs 1-%3</translation>
    </message>
    <message>
        <source>servers: &quot;%1&quot; has no port 1-65535 (host:port:weight [name]; unix sockets are not read)</source>
        <translation>servers: „%1“ hat keinen Port 1-65535 (host:port:weight [name]; Unix-Sockets werden nicht gelesen)</translation>
    </message>
    <message>
        <source>pool %1: servers: expected a list of host:port:weight [name]</source>
        <translation>Pool %1: servers: erwartet eine Liste von host:port:weight [name]</translation>
    </message>
    <message>
        <source>pool %1: more than %2 servers</source>
        <translation>Pool %1: mehr als %2 Server</translation>
    </message>
    <message>
        <source>servers: expected host:port:weight [name], not a list or map</source>
        <translation>servers: host:port:weight [name] erwartet, keine Liste oder Map</translation>
    </message>
    <message>
        <source>distribution: &quot;%1&quot; is not one of ketama, modula, random</source>
        <translation>distribution: „%1“ ist keiner der Werte ketama, modula, random</translation>
    </message>
    <message>
        <source>distribution: ketama (twemproxy default)</source>
        <translation>distribution: ketama (twemproxy-Standard)</translation>
    </message>
    <message>
        <source>distribution modula: key hash modulo the pool&apos;s total weight, so adding or removing a server moves most keys</source>
        <translation>distribution modula: Schlüssel-Hash modulo Gesamtgewicht des Pools, daher verschiebt das Hinzufügen oder Entfernen eines Servers die meisten Schlüssel</translation>
    </message>
    <message>
        <source>distribution random: each request picks a server at random, the key is not used</source>
        <translation>distribution random: jede Anfrage wählt zufällig einen Server, der Schlüssel wird nicht verwendet</translation>
    </message>
    <message>
        <source>hash: &quot;%1&quot; is not one of %2</source>
        <translation>hash: „%1“ ist keiner der Werte %2</translation>
    </message>
    <message>
        <source>hash: fnv1a_64 (twemproxy default)</source>
        <translation>hash: fnv1a_64 (twemproxy-Standard)</translation>
    </message>
    <message>
        <source>hash_tag: &quot;%1&quot; is not one RingLab models (%2)</source>
        <translation>hash_tag: „%1“ wird von RingLab nicht nachgebildet (%2)</translation>
    </message>
    <message>
        <source>auto_eject_hosts: &quot;%1&quot; is not true or false</source>
        <translation>auto_eject_hosts: „%1“ ist weder true noch false</translation>
    </message>
    <message>
        <source>auto_eject_hosts: false (twemproxy default)</source>
        <translation>auto_eject_hosts: false (twemproxy-Standard)</translation>
    </message>
    <message>
        <source>the key</source>
        <translation>dem Schlüssel</translation>
    </message>
    <message>
        <source>redis: true (the ring is the same for memcached and Redis pools)</source>
        <translation>redis: true (der Ring ist für memcached- und Redis-Pools derselbe)</translation>
    </message>
    <message>
        <source>expected pools: a map of pool names, each with servers:</source>
        <translation>Pools erwartet: eine Map von Pool-Namen, jeder mit servers:</translation>
    </message>
    <message>
        <source>no pool with servers: not a nutcracker.yml RingLab can read</source>
        <translation>kein Pool mit servers: keine nutcracker.yml, die RingLab lesen kann</translation>
    </message>
    <message>
        <source>pool %1 (line %2) not found in the text</source>
        <translation>Pool %1 (Zeile %2) im Text nicht gefunden</translation>
    </message>
    <message>
        <source>line %1: server %2 not found</source>
        <translation>Zeile %1: Server %2 nicht gefunden</translation>
    </message>
</context>
<context>
    <name>TwemproxyPool</name>
    <message>
        <source>servers: &quot;%1&quot; has no port 1-65535; twemproxy servers are host:port:weight</source>
        <translation>servers: „%1“ hat keinen Port 1-65535; twemproxy-Server haben die Form host:port:weight</translation>
    </message>
    <message>
        <source>option hash: choose one of: %1</source>
        <translation>Option hash: wählen Sie eines von: %1</translation>
    </message>
    <message>
        <source>weights: the pool&apos;s total weight %1 is above twemproxy&apos;s uint32 limit of 4294967295</source>
        <translation>weights: das Gesamtgewicht %1 des Pools liegt über twemproxys uint32-Grenze von 4294967295</translation>
    </message>
    <message>
        <source>servers: two servers have the name &quot;%1&quot;; twemproxy refuses a pool with servers of the same name</source>
        <translation>servers: zwei Server haben den Namen „%1“; twemproxy lehnt einen Pool mit gleichnamigen Servern ab</translation>
    </message>
    <message>
        <source>A pool of one server: twemproxy sends every key to it without hashing.</source>
        <translation>Ein Pool mit einem Server: twemproxy sendet jeden Schlüssel ohne Hashing an ihn.</translation>
    </message>
    <message>
        <source>%1 is down and auto_eject_hosts is false: twemproxy keeps it in the pool and answers this key with an error.</source>
        <translation>%1 ist ausgefallen und auto_eject_hosts ist false: twemproxy behält ihn im Pool und beantwortet diesen Schlüssel mit einem Fehler.</translation>
    </message>
    <message>
        <source>%1 hash of the key: %2 (hashes span 0-%3).</source>
        <translation>%1-Hash des Schlüssels: %2 (Hashwerte im Bereich 0-%3).</translation>
    </message>
    <message>
        <source>No point at or after it: the lookup wraps to the first point, %1.</source>
        <translation>Kein Punkt bei oder nach ihm: das Nachschlagen läuft zum ersten Punkt um, %1.</translation>
    </message>
    <message>
        <source>First continuum point at or after it: %1 (point %2 of %3).</source>
        <translation>Erster Continuum-Punkt bei oder nach ihm: %1 (Punkt %2 von %3).</translation>
    </message>
    <message>
        <source>That point is word %1 of MD5(&quot;%2-%3&quot;), one of %4&apos;s %5 points.</source>
        <translation>Dieser Punkt ist Wort %1 von MD5(&quot;%2-%3&quot;), einer der %5 Punkte von %4.</translation>
    </message>
    <message>
        <source>%1 hash of the key: %2; %2 mod %3 slots = slot %4, which belongs to %5.</source>
        <translation>%1-Hash des Schlüssels: %2; %2 mod %3 Slots = Slot %4, der zu %5 gehört.</translation>
    </message>
    <message>
        <source>twemproxy&apos;s random distribution ignores the key: each request goes to random() mod %1 servers, so no port can say where this key goes.</source>
        <translation>Die zufällige Verteilung von twemproxy ignoriert den Schlüssel: jede Anfrage geht an random() mod %1 Server, daher kann keine Portierung sagen, wohin dieser Schlüssel geht.</translation>
    </message>
    <message>
        <source>RingLab&apos;s stand-in: hash %1 mod %2 = %3, which is %4.</source>
        <translation>RingLabs Ersatz: Hash %1 mod %2 = %3, das ist %4.</translation>
    </message>
</context>
<context>
    <name>VarnishConfigReader</name>
    <message>
        <source>braces nested more than %1 deep; not a VCL file</source>
        <translation>Klammern tiefer als %1 Ebenen verschachtelt; keine VCL-Datei</translation>
    </message>
    <message>
        <source>a closing brace without an opening one</source>
        <translation>eine schließende geschweifte Klammer ohne öffnende</translation>
    </message>
    <message>
        <source>the block opened here is not closed</source>
        <translation>der hier geöffnete Block wird nicht geschlossen</translation>
    </message>
    <message>
        <source>backend %1: no .host = &quot;…&quot;;</source>
        <translation>Backend %1: kein .host = &quot;…&quot;;</translation>
    </message>
    <message>
        <source>backend %1: .port &quot;%2&quot; is outside the allowed range 1-65535</source>
        <translation>Backend %1: .port „%2“ liegt außerhalb des erlaubten Bereichs 1-65535</translation>
    </message>
    <message>
        <source>shard director %1 is created twice</source>
        <translation>shard director %1 wird zweimal angelegt</translation>
    </message>
    <message>
        <source>director %1: more than %2 backends</source>
        <translation>Director %1: mehr als %2 Backends</translation>
    </message>
    <message>
        <source>line %1: set_rampup applies only to backends that turned healthy a moment ago; the steady-state ring is the one shown</source>
        <translation>Zeile %1: set_rampup gilt nur für Backends, die gerade erst gesund wurden; gezeigt wird der Ring im eingeschwungenen Zustand</translation>
    </message>
    <message>
        <source>line %1: %2() is not followed; the ring shown has every add_backend()</source>
        <translation>Zeile %1: %2() wird nicht verfolgt; der gezeigte Ring enthält jedes add_backend()</translation>
    </message>
    <message>
        <source>reconfigure: replicas &quot;%1&quot; is outside the allowed range 1-10000000</source>
        <translation>reconfigure: replicas „%1“ liegt außerhalb des erlaubten Bereichs 1-10000000</translation>
    </message>
    <message>
        <source>no `new … = directors.shard();`: not a VCL with a shard director</source>
        <translation>kein `new … = directors.shard();`: keine VCL mit Shard-Director</translation>
    </message>
    <message>
        <source>shard director %1 has no add_backend()</source>
        <translation>Shard-Director %1 hat kein add_backend()</translation>
    </message>
    <message>
        <source>add_backend: backend &quot;%1&quot; is not declared in this file</source>
        <translation>add_backend: Backend „%1“ ist in dieser Datei nicht deklariert</translation>
    </message>
    <message>
        <source>add_backend: weight &quot;%1&quot; is outside the allowed range: whole numbers 1-%2 (Varnish takes any REAL from 1; RingLab reads whole weights)</source>
        <translation>add_backend: Gewicht „%1“ liegt außerhalb des erlaubten Bereichs: ganze Zahlen 1-%2 (Varnish nimmt jeden REAL ab 1; RingLab liest ganzzahlige Gewichte)</translation>
    </message>
    <message>
        <source>add_backend: ident &quot;%1&quot; was added on line %2 already; Varnish skips the second (&quot;already exists - skipping&quot;)</source>
        <translation>add_backend: ident „%1“ wurde bereits in Zeile %2 hinzugefügt; Varnish überspringt das zweite („already exists - skipping“)</translation>
    </message>
    <message>
        <source>backend: by=%1 is not one of HASH, URL, KEY, BLOB</source>
        <translation>backend: by=%1 ist keines von HASH, URL, KEY, BLOB</translation>
    </message>
    <message>
        <source>by: HASH (the shard director&apos;s default)</source>
        <translation>by: HASH (Standard des Shard-Directors)</translation>
    </message>
    <message>
        <source>the URL</source>
        <translation>die URL</translation>
    </message>
    <message>
        <source>the key given to .key()</source>
        <translation>der an .key() übergebene Schlüssel</translation>
    </message>
    <message>
        <source>the blob&apos;s first four bytes</source>
        <translation>die ersten vier Bytes des Blobs</translation>
    </message>
    <message>
        <source>the object digest (URL and Host)</source>
        <translation>der Objekt-Digest (URL und Host)</translation>
    </message>
    <message>
        <source>by: HASH (no %1.backend() call found)</source>
        <translation>by: HASH (kein %1.backend()-Aufruf gefunden)</translation>
    </message>
    <message>
        <source>shard director %1 not found in the text</source>
        <translation>Shard-Director %1 nicht im Text gefunden</translation>
    </message>
    <message>
        <source>include &quot;%1&quot; (line %2) was not followed; backends and directors defined there are not read</source>
        <translation>include „%1“ (Zeile %2) wurde nicht verfolgt; dort definierte Backends und Directors werden nicht gelesen</translation>
    </message>
    <message>
        <source>%1.%2( is not closed by a parenthesis</source>
        <translation>%1.%2( wird nicht durch eine Klammer geschlossen</translation>
    </message>
    <message>
        <source>reconfigure: replicas &quot;%1&quot; is not a whole number RingLab can read (an expression is not evaluated)</source>
        <translation>reconfigure: replicas „%1“ ist keine ganze Zahl, die RingLab lesen kann (ein Ausdruck wird nicht ausgewertet)</translation>
    </message>
    <message>
        <source>no `new … = directors.shard();` in this file; %1</source>
        <translation>kein `new … = directors.shard();` in dieser Datei; %1</translation>
    </message>
    <message>
        <source>add_backend: backend &quot;%1&quot; is not declared in this file; %2</source>
        <translation>add_backend: Backend „%1“ ist in dieser Datei nicht deklariert; %2</translation>
    </message>
    <message>
        <source>unterminated long string {&quot;…&quot;} (varnishd: &quot;Unterminated long-string&quot;)</source>
        <translation>nicht abgeschlossener langer String {&quot;…&quot;} (varnishd: „Unterminated long-string“)</translation>
    </message>
    <message>
        <source>unterminated string: a &quot;…&quot; string ends on its line (varnishd: &quot;Unterminated string&quot;)</source>
        <translation>nicht abgeschlossener String: ein &quot;…&quot;-String endet in seiner Zeile (varnishd: „Unterminated string“)</translation>
    </message>
    <message>
        <source>replicas: %1 (the shard director&apos;s default; no reconfigure())</source>
        <translation>replicas: %1 (Standard des Shard-Directors; kein reconfigure())</translation>
    </message>
</context>
<context>
    <name>VarnishShard</name>
    <message>
        <source>%1 is unhealthy: the walk goes on</source>
        <translation>%1 ist nicht gesund: der Durchlauf geht weiter</translation>
    </message>
    <message>
        <source>%1 is skipped for alt</source>
        <translation>%1 wird für alt übersprungen</translation>
    </message>
    <message>
        <source>key %1 is above the last point %2: Varnish 7.1 starts at that last point (%3), not at the first</source>
        <translation>Schlüssel %1 liegt über dem letzten Punkt %2: Varnish 7.1 beginnt bei diesem letzten Punkt (%3), nicht beim ersten</translation>
    </message>
    <message>
        <source>key %1: first point at or above it is %2 (%3, replica %4)</source>
        <translation>Schlüssel %1: erster Punkt bei oder über ihm ist %2 (%3, Replik %4)</translation>
    </message>
    <message>
        <source>no healthy backend: Varnish returns none (503)</source>
        <translation>kein gesundes Backend: Varnish liefert keines (503)</translation>
    </message>
    <message>
        <source>warmup %1: %2 of the requests go to %3, the rest to %4</source>
        <translation>warmup %1: %2 der Anfragen gehen an %3, der Rest an %4</translation>
    </message>
    <message>
        <source>chosen: %1</source>
        <translation>gewählt: %1</translation>
    </message>
    <message>
        <source>servers: %1 is listed twice; Varnish skips a second add_backend() with the same ident (&quot;already exists - skipping&quot;), so list each server once</source>
        <translation>servers: %1 ist doppelt aufgeführt; Varnish überspringt ein zweites add_backend() mit derselben ident („already exists - skipping“), führen Sie daher jeden Server nur einmal auf</translation>
    </message>
    <message>
        <source>option alt: %1 is above %2, the number of backends minus one; Varnish would limit it to %2 with an error in its log</source>
        <translation>Option alt: %1 liegt über %2, der Anzahl der Backends minus eins; Varnish würde es mit einem Fehler im Log auf %2 begrenzen</translation>
    </message>
</context>
<context>
    <name>VarnishSystem</name>
    <message>
        <source>Varnish&apos;s counters could not be read (varnishstat -n %1)</source>
        <translation>Die Zähler von Varnish konnten nicht gelesen werden (varnishstat -n %1)</translation>
    </message>
    <message>
        <source>Varnish counted failed fetches or a failed child: %1</source>
        <translation>Varnish hat fehlgeschlagene Fetches oder einen fehlgeschlagenen Child-Prozess gezählt: %1</translation>
    </message>
    <message>
        <source>Varnish counts no failed backend connection, failed fetch or fetch from a sick backend</source>
        <translation>Varnish zählt keine fehlgeschlagene Backend-Verbindung, keinen fehlgeschlagenen Fetch und keinen Fetch von einem kranken Backend</translation>
    </message>
    <message>
        <source>A live run takes 0 or 1 only.</source>
        <translation>Ein Live-Lauf nimmt nur 0 oder 1.</translation>
    </message>
</context>
<context>
    <name>WeightsText</name>
    <message>
        <source>weights: the list is empty</source>
        <translation>weights: die Liste ist leer</translation>
    </message>
    <message>
        <source>weights: &quot;%1&quot; is not SERVER:WEIGHT (SERVER is *, a port, #position or an address; WEIGHT %2-%3)</source>
        <translation>weights: „%1“ ist nicht SERVER:GEWICHT (SERVER ist *, ein Port, #Position oder eine Adresse; GEWICHT %2-%3)</translation>
    </message>
    <message>
        <source>weights: &quot;%1&quot; in &quot;%2&quot; is not a whole number (allowed %3-%4)</source>
        <translation>weights: „%1“ in „%2“ ist keine ganze Zahl (erlaubt %3-%4)</translation>
    </message>
    <message>
        <source>weights: %1 in &quot;%2&quot; is outside the allowed range %3-%4</source>
        <translation>weights: %1 in „%2“ liegt außerhalb des erlaubten Bereichs %3-%4</translation>
    </message>
    <message>
        <source>weights: position &quot;%1&quot; is outside 1-%2</source>
        <translation>weights: Position „%1“ liegt außerhalb von 1-%2</translation>
    </message>
    <message>
        <source>weights: &quot;%1&quot; names no server in the list</source>
        <translation>weights: „%1“ bezeichnet keinen Server der Liste</translation>
    </message>
    <message>
        <source>weights: port %1 matches %2 servers; give the full address</source>
        <translation>weights: Port %1 passt auf %2 Server; die vollständige Adresse angeben</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>See, measure and explain consistent hashing</source>
        <translation>Konsistentes Hashing sehen, messen und erklären</translation>
    </message>
    <message>
        <source>An experiment file to open</source>
        <translation>Eine zu öffnende Experimentdatei</translation>
    </message>
    <message>
        <source>Start the guided tour at lesson N</source>
        <translation>Die geführte Tour bei Lektion N beginnen</translation>
    </message>
    <message>
        <source>Open experiment</source>
        <translation>Experiment öffnen</translation>
    </message>
    <message>
        <source>Save the window as a PNG once its results are shown, then quit</source>
        <translation>Das Fenster als PNG speichern, sobald seine Ergebnisse angezeigt werden, dann beenden</translation>
    </message>
    <message>
        <source>Open a proxy config in the Advisor and advise on it</source>
        <translation>Eine Proxy-Konfiguration im Berater öffnen und beraten</translation>
    </message>
    <message>
        <source>--tour: &quot;%1&quot; is no lesson; give a number from 1 to %2</source>
        <translation>--tour: „%1“ ist keine Lektion; eine Zahl von 1 bis %2 angeben</translation>
    </message>
    <message>
        <source>--tour-steps: &quot;%1&quot; is out of range; lesson %2 has steps 0 to %3</source>
        <translation>--tour-steps: „%1“ liegt außerhalb des Bereichs; Lektion %2 hat die Schritte 0 bis %3</translation>
    </message>
    <message>
        <source>the lesson did not settle within %1 s</source>
        <translation>die Lektion kam nicht innerhalb von %1 s zur Ruhe</translation>
    </message>
    <message>
        <source>--screenshot: give a file name, e.g. --screenshot ring.png</source>
        <translation>--screenshot: einen Dateinamen angeben, z. B. --screenshot ring.png</translation>
    </message>
    <message>
        <source>--screenshot: %1 is a folder; give a file name such as %1/ring.png</source>
        <translation>--screenshot: %1 ist ein Ordner; einen Dateinamen wie %1/ring.png angeben</translation>
    </message>
    <message>
        <source>--screenshot: the folder %1 does not exist</source>
        <translation>--screenshot: der Ordner %1 existiert nicht</translation>
    </message>
    <message>
        <source>--screenshot: cannot write %1: %2</source>
        <translation>--screenshot: %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>With --tour: perform S &quot;Show me&quot; steps of the lesson</source>
        <translation>Mit --tour: S Schritte „Zeig es mir“ der Lektion ausführen</translation>
    </message>
    <message>
        <source>With --tour: write the lesson&apos;s displayed text (UTF-8) to FILE once it has settled</source>
        <translation>Mit --tour: den angezeigten Text der Lektion (UTF-8) in DATEI schreiben, sobald sie zur Ruhe gekommen ist</translation>
    </message>
    <message>
        <source>--tour-steps and --tour-text need --tour N</source>
        <translation>--tour-steps und --tour-text brauchen --tour N</translation>
    </message>
    <message>
        <source>--page: &quot;%1&quot; is not a page; use one of: %2</source>
        <translation>--page: „%1“ ist keine Seite; eine davon verwenden: %2</translation>
    </message>
    <message>
        <source>Open a page by its id, the same in every language: ring, spread, removal, live, compare, traffic or advisor</source>
        <translation>Eine Seite über ihre ID öffnen, in jeder Sprache gleich: ring, spread, removal, live, compare, traffic oder advisor</translation>
    </message>
    <message>
        <source>Start in presenter mode (full screen, larger fonts, the ring and the tour side by side)</source>
        <translation>Im Präsentationsmodus starten (Vollbild, größere Schriften, Ring und Tour nebeneinander)</translation>
    </message>
    <message>
        <source>Open the user manual (Help &gt; User manual)</source>
        <translation>Das Benutzerhandbuch öffnen (Hilfe &gt; Benutzerhandbuch)</translation>
    </message>
</context>
<context>
    <name>ringcore</name>
    <message>
        <source>endpoint without address.socket_address (address and port_value)</source>
        <translation>Endpunkt ohne address.socket_address (address und port_value)</translation>
    </message>
    <message>
        <source>bad weight: %1</source>
        <translation>ungültiges Gewicht: %1</translation>
    </message>
    <message>
        <source>bad weight: load_balancing_weight %1 is above RingLab&apos;s limit %2</source>
        <translation>ungültiges Gewicht: load_balancing_weight %1 liegt über RingLabs Limit %2</translation>
    </message>
    <message>
        <source>endpoint %1 (line %2) has priority %3: left out, only priority 0 is on the ring while it is healthy</source>
        <translation>Endpunkt %1 (Zeile %2) hat Priorität %3: ausgelassen, nur Priorität 0 ist im Ring, solange sie gesund ist</translation>
    </message>
    <message>
        <source>load_balancing_weight: 1 (Envoy default) on every endpoint</source>
        <translation>load_balancing_weight: 1 (Envoy-Standard) auf jedem Endpunkt</translation>
    </message>
    <message>
        <source>locality load_balancing_weight is not modelled: all localities form one ring</source>
        <translation>load_balancing_weight von Localities wird nicht modelliert: alle Localities bilden einen Ring</translation>
    </message>
    <message>
        <source>lb_policy: ROUND_ROBIN (Envoy default)</source>
        <translation>lb_policy: ROUND_ROBIN (Envoy-Standard)</translation>
    </message>
    <message>
        <source>minimum_ring_size %1 is above maximum_ring_size %2</source>
        <translation>minimum_ring_size %1 liegt über maximum_ring_size %2</translation>
    </message>
    <message>
        <source>hash_function &quot;%1&quot;: Envoy accepts XX_HASH or MURMUR_HASH_2</source>
        <translation>hash_function „%1“: Envoy akzeptiert XX_HASH oder MURMUR_HASH_2</translation>
    </message>
    <message>
        <source>table_size %1 is not a prime number; Envoy requires one</source>
        <translation>table_size %1 ist keine Primzahl; Envoy verlangt eine</translation>
    </message>
    <message>
        <source>hash_function: XX_HASH (Envoy default)</source>
        <translation>hash_function: XX_HASH (Envoy-Standard)</translation>
    </message>
    <message>
        <source>unknown lb_policy &quot;%1&quot;</source>
        <translation>unbekannte lb_policy „%1“</translation>
    </message>
    <message>
        <source>lb_policy %1 does not hash keys</source>
        <translation>lb_policy %1 hasht keine Schlüssel</translation>
    </message>
    <message>
        <source>unterminated quote</source>
        <translation>nicht abgeschlossenes Anführungszeichen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; appears before any section (global, defaults, backend, listen, …)</source>
        <translation>„%1“ steht vor jedem Abschnitt (global, defaults, backend, listen, …)</translation>
    </message>
    <message>
        <source>&quot;balance&quot; needs an algorithm</source>
        <translation>„balance“ braucht einen Algorithmus</translation>
    </message>
    <message>
        <source>hash-type &quot;%1&quot;: HAProxy accepts map-based or consistent</source>
        <translation>hash-type „%1“: HAProxy akzeptiert map-based oder consistent</translation>
    </message>
    <message>
        <source>hash-balance-factor &quot;%1&quot;: HAProxy accepts 0 or 100-65535</source>
        <translation>hash-balance-factor „%1“: HAProxy akzeptiert 0 oder 100-65535</translation>
    </message>
    <message>
        <source>&quot;server&quot; needs a name and an address</source>
        <translation>„server“ braucht einen Namen und eine Adresse</translation>
    </message>
    <message>
        <source>unknown keyword &quot;%1&quot; on server %2</source>
        <translation>unbekanntes Schlüsselwort „%1“ bei Server %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; on server %2 needs a value</source>
        <translation>„%1“ bei Server %2 braucht einen Wert</translation>
    </message>
    <message>
        <source>bad id &quot;%1&quot; on server %2: HAProxy needs a positive number</source>
        <translation>ungültige ID „%1“ bei Server %2: HAProxy braucht eine positive Zahl</translation>
    </message>
    <message>
        <source>%1 %2 has no server lines (backups do not count)</source>
        <translation>%1 %2 hat keine server-Zeilen (Backups zählen nicht)</translation>
    </message>
    <message>
        <source>server id %1 is used twice in %2</source>
        <translation>Server-ID %1 wird in %2 zweimal verwendet</translation>
    </message>
    <message>
        <source>server %1 (line %2) is a backup: left out, backups are not on the hash ring</source>
        <translation>Server %1 (Zeile %2) ist ein Backup: ausgelassen, Backups liegen nicht auf dem Hash-Ring</translation>
    </message>
    <message>
        <source>balance: roundrobin (HAProxy default)</source>
        <translation>balance: roundrobin (HAProxy-Standard)</translation>
    </message>
    <message>
        <source>hash-type: map-based sdbm (HAProxy default)</source>
        <translation>hash-type: map-based sdbm (HAProxy-Standard)</translation>
    </message>
    <message>
        <source>weight: 1 (HAProxy default) on every server</source>
        <translation>weight: 1 (HAProxy-Standard) auf jedem Server</translation>
    </message>
    <message>
        <source>hash-balance-factor: 0, off (HAProxy default)</source>
        <translation>hash-balance-factor: 0, aus (HAProxy-Standard)</translation>
    </message>
    <message>
        <source>balance %1 does not hash keys; hash-type only matters for hash balancing</source>
        <translation>balance %1 hasht keine Schlüssel; hash-type spielt nur bei Hash-Balancing eine Rolle</translation>
    </message>
    <message>
        <source>balance %1 with map-based hashing: a server change remaps most keys</source>
        <translation>balance %1 mit map-based-Hashing: eine Serveränderung bildet die meisten Schlüssel neu ab</translation>
    </message>
    <message>
        <source>hash-type function &quot;%1&quot;: RingLab models sdbm, djb2, wt6 and crc32</source>
        <translation>hash-type-Funktion „%1“: RingLab modelliert sdbm, djb2, wt6 und crc32</translation>
    </message>
    <message>
        <source>hash-balance-factor %1 bounds concurrent requests per server; it does not change how the key space is split, which is what this report measures</source>
        <translation>hash-balance-factor %1 begrenzt gleichzeitige Anfragen pro Server; es ändert nicht, wie der Schlüsselraum aufgeteilt wird, und genau das misst dieser Bericht</translation>
    </message>
    <message>
        <source>a DestinationRule names no endpoints: RingLab assumed %1 equal-weight pods of %2 (10.0.0.1:8080, …; set the count with --hosts). The exact shares depend on the real pod addresses; the 95%-of-rings rule does not</source>
        <translation>eine DestinationRule nennt keine Endpunkte: RingLab hat %1 gleich gewichtete Pods von %2 angenommen (10.0.0.1:8080, …; Anzahl mit --hosts festlegen). Die exakten Anteile hängen von den echten Pod-Adressen ab; die 95-%-der-Ringe-Regel nicht</translation>
    </message>
    <message>
        <source>the host</source>
        <translation>der Host</translation>
    </message>
    <message>
        <source>subset %1 has its own trafficPolicy (line %2): not read</source>
        <translation>Subset %1 hat eine eigene trafficPolicy (Zeile %2): nicht gelesen</translation>
    </message>
    <message>
        <source>portLevelSettings are not read; the report is about the rule&apos;s top-level policy</source>
        <translation>portLevelSettings werden nicht gelesen; der Bericht behandelt die oberste Richtlinie der Regel</translation>
    </message>
    <message>
        <source>no consistentHash: the load balancer is %1, which does not hash keys</source>
        <translation>kein consistentHash: der Load Balancer ist %1, der keine Schlüssel hasht</translation>
    </message>
    <message>
        <source>consistentHash sets both ringHash and maglev; Istio allows one</source>
        <translation>consistentHash setzt sowohl ringHash als auch maglev; Istio erlaubt nur eines</translation>
    </message>
    <message>
        <source>tableSize %1 is not a prime number; Envoy requires one</source>
        <translation>tableSize %1 ist keine Primzahl; Envoy verlangt eine</translation>
    </message>
    <message>
        <source>consistentHash.minimumRingSize is deprecated; Istio now reads ringHash.minimumRingSize</source>
        <translation>consistentHash.minimumRingSize ist veraltet; Istio liest jetzt ringHash.minimumRingSize</translation>
    </message>
    <message>
        <source>unterminated quoted string</source>
        <translation>nicht abgeschlossene Zeichenkette in Anführungszeichen</translation>
    </message>
    <message>
        <source>unexpected &quot;;&quot;</source>
        <translation>unerwartetes „;“</translation>
    </message>
    <message>
        <source>unexpected &quot;{&quot;</source>
        <translation>unerwartetes „{“</translation>
    </message>
    <message>
        <source>directive &quot;%1&quot; is not terminated by &quot;;&quot;</source>
        <translation>Direktive „%1“ ist nicht mit „;“ abgeschlossen</translation>
    </message>
    <message>
        <source>unexpected &quot;}&quot;</source>
        <translation>unerwartetes „}“</translation>
    </message>
    <message>
        <source>unexpected end of file: the &quot;{&quot; opened here is never closed</source>
        <translation>unerwartetes Dateiende: das hier geöffnete „{“ wird nie geschlossen</translation>
    </message>
    <message>
        <source>include %1 (line %2) was not followed; upstreams defined there are not read</source>
        <translation>include %1 (Zeile %2) wurde nicht verfolgt; dort definierte upstreams werden nicht gelesen</translation>
    </message>
    <message>
        <source>&quot;server&quot; needs an address</source>
        <translation>„server“ braucht eine Adresse</translation>
    </message>
    <message>
        <source>unknown directive &quot;%1&quot; in upstream %2</source>
        <translation>unbekannte Direktive „%1“ in upstream %2</translation>
    </message>
    <message>
        <source>&quot;hash&quot; takes a key and optionally &quot;consistent&quot;</source>
        <translation>„hash“ nimmt einen Schlüssel und optional „consistent“</translation>
    </message>
    <message>
        <source>include %1 (line %2) inside upstream %3 was not followed; its servers are missing</source>
        <translation>include %1 (Zeile %2) innerhalb von upstream %3 wurde nicht verfolgt; seine Server fehlen</translation>
    </message>
    <message>
        <source>upstream %1 has no server lines (backups do not count)</source>
        <translation>upstream %1 hat keine server-Zeilen (Backups zählen nicht)</translation>
    </message>
    <message>
        <source>balancing: round robin (nginx default without hash), not a hash</source>
        <translation>Verteilung: Round Robin (nginx-Standard ohne hash), kein Hash</translation>
    </message>
    <message>
        <source>balancing is %1, not hash: keys are not placed on a ring</source>
        <translation>Verteilung ist %1, nicht hash: Schlüssel werden nicht auf einen Ring gelegt</translation>
    </message>
    <message>
        <source>hash %1 without &quot;consistent&quot;: nginx maps keys with a modulo of the total weight</source>
        <translation>hash %1 ohne „consistent“: nginx bildet Schlüssel per Modulo des Gesamtgewichts ab</translation>
    </message>
    <message>
        <source>weight: 1 (nginx default) on every server</source>
        <translation>weight: 1 (nginx-Standard) auf jedem Server</translation>
    </message>
    <message>
        <source>%1: expected a whole number</source>
        <translation>%1: erwartet wird eine ganze Zahl</translation>
    </message>
    <message>
        <source>server name &quot;%1&quot; is used twice in %2 (first on line %3); HAProxy refuses duplicate server names</source>
        <translation>Servername „%1“ wird in %2 zweimal verwendet (zuerst in Zeile %3); HAProxy lehnt doppelte Servernamen ab</translation>
    </message>
    <message>
        <source>blocks nested more than %1 deep; not an nginx config</source>
        <translation>Blöcke tiefer als %1 Ebenen verschachtelt; keine nginx-Konfiguration</translation>
    </message>
    <message>
        <source>%1 words, more than the %2 RingLab reads from an nginx config</source>
        <translation>%1 Wörter, mehr als die %2, die RingLab aus einer nginx-Konfiguration liest</translation>
    </message>
    <message>
        <source>this nginx config (%1 words)</source>
        <translation>diese nginx-Konfiguration (%1 Wörter)</translation>
    </message>
    <message>
        <source>nginx refuses this config: balancing method does not support parameter &quot;backup&quot; (server %1 after &quot;%2&quot;; nginx -t fails and nginx does not start)</source>
        <translation>nginx lehnt diese Konfiguration ab: balancing method does not support parameter &quot;backup&quot; (Server %1 nach „%2“; nginx -t schlägt fehl und nginx startet nicht)</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <source>a FIFO</source>
        <translation>ein FIFO</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>ein zeichenorientiertes Gerät</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>ein blockorientiertes Gerät</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>keine Datei</translation>
    </message>
    <message>
        <source>error %1</source>
        <translation>Fehler %1</translation>
    </message>
    <message>
        <source>%1 holds %2 answers but results.json says keysMeasured = %3: a line was deleted or added, or one of the files was edited</source>
        <translation>%1 enthält %2 Antworten, aber results.json gibt keysMeasured = %3 an: eine Zeile wurde gelöscht oder hinzugefügt, oder eine der Dateien wurde bearbeitet</translation>
    </message>
    <message>
        <source>%1 has key indices outside 0-%2 (the run planned %3 keys): %4</source>
        <translation>%1 enthält Schlüsselindizes außerhalb von 0-%2 (der Lauf plante %3 Schlüssel): %4</translation>
    </message>
    <message>
        <source>%1 lists these key indices more than once: %2</source>
        <translation>%1 führt diese Schlüsselindizes mehrfach auf: %2</translation>
    </message>
    <message>
        <source>%1: the keys at these indices are not the generator&apos;s keys for seed %2: %3</source>
        <translation>%1: die Schlüssel an diesen Indizes sind nicht die Schlüssel des Generators für Startwert %2: %3</translation>
    </message>
    <message>
        <source>endpoint hostname: %1</source>
        <translation>Endpunkt-Hostname: %1</translation>
    </message>
    <message>
        <source>&quot;server-template&quot; needs a prefix, a number or range and an address</source>
        <translation>„server-template“ braucht ein Präfix, eine Anzahl oder einen Bereich und eine Adresse</translation>
    </message>
    <message>
        <source>server-template %1: &quot;%2&quot; is not a number (1 or more) or a range LOW-HIGH; HAProxy refuses it too</source>
        <translation>server-template %1: „%2“ ist weder eine Zahl (ab 1) noch ein Bereich VON-BIS; HAProxy lehnt es ebenfalls ab</translation>
    </message>
    <message>
        <source>server-template %1: %2 servers; RingLab reads at most %3 in a section</source>
        <translation>server-template %1: %2 Server; RingLab liest höchstens %3 in einem Abschnitt</translation>
    </message>
    <message>
        <source>server-template on line %1: %2 servers %3 to %4, all at %5 (HAProxy gives them the addresses a resolvers section finds, when there is one)</source>
        <translation>server-template in Zeile %1: %2 Server %3 bis %4, alle unter %5 (HAProxy gibt ihnen die Adressen, die ein resolvers-Abschnitt findet, falls es einen gibt)</translation>
    </message>
    <message>
        <source>mode: tcp (HAProxy default)</source>
        <translation>mode: tcp (HAProxy-Standard)</translation>
    </message>
    <message>
        <source>balance %1 needs mode http: in mode %2 HAProxy does not hash at all, it warns &quot;Layer 7 hash not possible … Falling back to round robin&quot; and sends requests round robin</source>
        <translation>balance %1 braucht mode http: in mode %2 hasht HAProxy gar nicht, warnt „Layer 7 hash not possible … Falling back to round robin“ und verteilt die Anfragen reihum (Round Robin)</translation>
    </message>
    <message>
        <source>Envoy refuses this: malformed IP address: %1 (socket_address.address takes an IPv6 address without brackets: %2)</source>
        <translation>Envoy lehnt das ab: malformed IP address: %1 (socket_address.address erwartet eine IPv6-Adresse ohne Klammern: %2)</translation>
    </message>
    <message>
        <source>mode: not in the text (tcp, HAProxy&apos;s default, unless a defaults section says http)</source>
        <translation>mode: nicht im Text (tcp, HAProxys Standard, sofern kein defaults-Abschnitt http angibt)</translation>
    </message>
    <message>
        <source>the text has no mode line and no defaults section, so the mode is not known: HAProxy hashes this backend only in mode http (set in defaults or here); the advice answers for both</source>
        <translation>der Text hat keine mode-Zeile und keinen defaults-Abschnitt, daher ist der Modus unbekannt: HAProxy hasht dieses Backend nur in mode http (gesetzt in defaults oder hier); die Empfehlung antwortet für beide Fälle</translation>
    </message>
    <message>
        <source>nginx refuses this config: invalid port in upstream &quot;%1&quot; (ports are 1-65535)</source>
        <translation>nginx lehnt diese Konfiguration ab: ungültiger Port in upstream „%1“ (Ports sind 1-65535)</translation>
    </message>
    <message>
        <source>nginx refuses this config: bad weight &quot;%1&quot; for server %2 (invalid parameter: weight takes digits only, at least 1)</source>
        <translation>nginx lehnt diese Konfiguration ab: ungültiges Gewicht „%1“ für Server %2 (invalid parameter: weight akzeptiert nur Ziffern, mindestens 1)</translation>
    </message>
    <message>
        <source>nginx refuses this config: invalid parameter &quot;%1&quot; for server %2 (an NGINX Plus parameter; open-source nginx 1.22 does not take it)</source>
        <translation>nginx lehnt diese Konfiguration ab: ungültiger Parameter „%1“ für Server %2 (ein Parameter von NGINX Plus; das quelloffene nginx 1.22 akzeptiert ihn nicht)</translation>
    </message>
    <message>
        <source>nginx refuses this config: invalid parameter &quot;%1&quot; for server %2</source>
        <translation>nginx lehnt diese Konfiguration ab: ungültiger Parameter „%1“ für Server %2</translation>
    </message>
    <message>
        <source>minimum_ring_size: %1 (Envoy default)</source>
        <translation>minimum_ring_size: %1 (Envoy-Standard)</translation>
    </message>
    <message>
        <source>maximum_ring_size: %1 (Envoy default)</source>
        <translation>maximum_ring_size: %1 (Envoy-Standard)</translation>
    </message>
    <message>
        <source>table_size: %1 (Envoy default)</source>
        <translation>table_size: %1 (Envoy-Standard)</translation>
    </message>
    <message>
        <source>maglev tableSize: %1 (Envoy default)</source>
        <translation>maglev tableSize: %1 (Envoy-Standard)</translation>
    </message>
    <message>
        <source>minimumRingSize: %1 (Istio default)</source>
        <translation>minimumRingSize: %1 (Istio-Standard)</translation>
    </message>
    <message>
        <source>no ringHash or maglev: RING_HASH with minimumRingSize %1 (Istio default)</source>
        <translation>kein ringHash oder maglev: RING_HASH mit minimumRingSize %1 (Istio-Standard)</translation>
    </message>
    <message>
        <source>maximum ring size: %1 (Envoy default; Istio does not set it)</source>
        <translation>maximale Ringgröße: %1 (Envoy-Standard; Istio setzt sie nicht)</translation>
    </message>
    <message>
        <source>bad weight &quot;%1&quot; on default-server: HAProxy accepts 0-%2</source>
        <translation>ungültiges Gewicht „%1“ bei default-server: HAProxy akzeptiert 0-%2</translation>
    </message>
    <message>
        <source>bad weight &quot;%1&quot; on server %2: HAProxy accepts 0-%3</source>
        <translation>ungültiges Gewicht „%1“ bei Server %2: HAProxy akzeptiert 0-%3</translation>
    </message>
</context>
<context>
    <name>ringcore::AccessLogReader</name>
    <message>
        <source>%1: cannot open (%2)</source>
        <translation>%1: kann nicht geöffnet werden (%2)</translation>
    </message>
    <message>
        <source>%1: line %2: longer than %3 bytes</source>
        <translation>%1: Zeile %2: länger als %3 Bytes</translation>
    </message>
    <message>
        <source>%1: line %2: %3</source>
        <translation>%1: Zeile %2: %3</translation>
    </message>
    <message>
        <source>a HAProxy HTTP log line (option httplog)</source>
        <translation>eine HAProxy-HTTP-Logzeile (option httplog)</translation>
    </message>
    <message>
        <source>an nginx combined line</source>
        <translation>eine nginx-combined-Zeile</translation>
    </message>
    <message>
        <source>neither %1 nor one path starting with / (the line may be cut short)</source>
        <translation>weder %1 noch ein Pfad, der mit / beginnt (die Zeile ist eventuell abgeschnitten)</translation>
    </message>
</context>
<context>
    <name>ringcore::AdvisorSystem</name>
    <message>
        <source>section</source>
        <translation>Abschnitt</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>dnsdist newServer{…} lines</source>
        <translation>dnsdist-newServer{…}-Zeilen</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <source>an Envoy cluster (YAML)</source>
        <translation>einen Envoy-Cluster (YAML)</translation>
    </message>
    <message>
        <source>a HAProxy backend/listen section</source>
        <translation>einen HAProxy-backend/listen-Abschnitt</translation>
    </message>
    <message>
        <source>an Istio DestinationRule</source>
        <translation>eine Istio-DestinationRule</translation>
    </message>
    <message>
        <source>Istio DestinationRules</source>
        <translation>Istio-DestinationRules</translation>
    </message>
    <message>
        <source>an nginx upstream block</source>
        <translation>einen nginx-upstream-Block</translation>
    </message>
    <message>
        <source>upstream</source>
        <translation>upstream</translation>
    </message>
    <message>
        <source>a Caddyfile reverse_proxy</source>
        <translation>einen Caddyfile-reverse_proxy</translation>
    </message>
    <message>
        <source>reverse_proxy</source>
        <translation>reverse_proxy</translation>
    </message>
    <message>
        <source>a Traffic Server parent.config rule</source>
        <translation>eine parent.config-Regel von Traffic Server</translation>
    </message>
    <message>
        <source>rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>a twemproxy nutcracker.yml pool</source>
        <translation>einen twemproxy-Pool (nutcracker.yml)</translation>
    </message>
    <message>
        <source>a Varnish VCL with a shard director</source>
        <translation>eine Varnish-VCL mit Shard-Director</translation>
    </message>
    <message>
        <source>director</source>
        <translation>Director</translation>
    </message>
    <message>
        <source>HAProxy balance %1, hash-type consistent %2 (2.6)</source>
        <translation>HAProxy balance %1, hash-type consistent %2 (2.6)</translation>
    </message>
</context>
<context>
    <name>ringcore::AnchorHash</name>
    <message>
        <source>AnchorHash</source>
        <translation>AnchorHash</translation>
    </message>
    <message>
        <source>Mendelson et al. 2020: ring-free, exactly even and fully consistent under arbitrary removals, with a few bytes per server.</source>
        <translation>Mendelson et al. 2020: ohne Ring, exakt gleichmäßig und bei beliebigem Entfernen voll konsistent, mit wenigen Bytes pro Server.</translation>
    </message>
    <message>
        <source>Anchor size a: buckets reserved for servers (at least the number of servers; keep it fixed across additions).</source>
        <translation>Ankergröße a: für Server reservierte Buckets (mindestens die Serveranzahl; beim Hinzufügen unverändert lassen).</translation>
    </message>
</context>
<context>
    <name>ringcore::BackendFarm</name>
    <message>
        <source>%1: not running</source>
        <translation>%1: läuft nicht</translation>
    </message>
</context>
<context>
    <name>ringcore::BinomialHash</name>
    <message>
        <source>hash mod %1, relocated within its tree level, is a bucket</source>
        <translation>hash mod %1, innerhalb seiner Baumebene verschoben, ist ein Bucket</translation>
    </message>
    <message>
        <source>first position past the last bucket; a redraw in [%1, %2) hits one</source>
        <translation>erste Position hinter dem letzten Bucket; eine Neuziehung in [%1, %2) trifft einen</translation>
    </message>
    <message>
        <source>first position and redraws missed: relocated in the minor tree [0, %1)</source>
        <translation>erste Position und Neuziehungen verfehlt: in den kleineren Baum [0, %1) verschoben</translation>
    </message>
    <message>
        <source>BinomialHash</source>
        <translation>BinomialHash</translation>
    </message>
    <message>
        <source>Coluzzi et al. 2024: constant time and no memory over a binary tree of buckets, nearly even; servers are added or removed at the end, one down in the middle renumbers the rest.</source>
        <translation>Coluzzi et al. 2024: konstante Zeit und kein Speicher über einem Binärbaum von Buckets, nahezu gleichmäßig; Server werden am Ende hinzugefügt oder entfernt, ein ausgefallener in der Mitte nummeriert die übrigen neu.</translation>
    </message>
</context>
<context>
    <name>ringcore::BoundedLoadsHash</name>
    <message>
        <source>Consistent hashing with bounded loads</source>
        <translation>Konsistentes Hashing mit begrenzter Last</translation>
    </message>
    <message>
        <source>Mirrokni, Thorup &amp; Zadimoghaddam: a ring where no server takes more than (1+ε) times its fair share of the keys in flight; a key whose server is full walks on to the next one.</source>
        <translation>Mirrokni, Thorup &amp; Zadimoghaddam: ein Ring, in dem kein Server mehr als das (1+ε)-Fache seines fairen Anteils an laufenden Schlüsseln übernimmt; ein Schlüssel, dessen Server voll ist, wandert zum nächsten weiter.</translation>
    </message>
    <message>
        <source>Ring points per unit of weight.</source>
        <translation>Ringpunkte pro Gewichtseinheit.</translation>
    </message>
    <message>
        <source>Allowed excess over a fair share: capacity is (1+ε) × fair (HAProxy&apos;s hash-balance-factor is 100 × (1+ε)).</source>
        <translation>Erlaubter Überschuss über den fairen Anteil: Kapazität ist (1+ε) × fair (HAProxys hash-balance-factor ist 100 × (1+ε)).</translation>
    </message>
    <message>
        <source>Capacity rule: mtz (fixed, from the key count) or haproxy (recomputed per request from those in flight).</source>
        <translation>Kapazitätsregel: mtz (fest, aus der Schlüsselanzahl) oder haproxy (pro Anfrage aus den laufenden neu berechnet).</translation>
    </message>
</context>
<context>
    <name>ringcore::BuildEstimate</name>
    <message>
        <source>lower the weights (the largest is %1)</source>
        <translation>die Gewichte senken (das größte ist %1)</translation>
    </message>
</context>
<context>
    <name>ringcore::CaddyHash</name>
    <message>
        <source>Caddy lb_policy uri_hash (2.6)</source>
        <translation>Caddy lb_policy uri_hash (2.6)</translation>
    </message>
    <message>
        <source>Caddy 2.6 reverse_proxy uri_hash / header / ip_hash: highest random weight, each available upstream scores FNV-1a-32 of the key followed by its address; no weights.</source>
        <translation>Caddy 2.6 reverse_proxy uri_hash / header / ip_hash: Highest Random Weight, jeder verfügbare Upstream bewertet FNV-1a-32 des Schlüssels, gefolgt von seiner Adresse; keine Gewichte.</translation>
    </message>
    <message>
        <source>lb_policy: uri_hash (the request URI), header (a header&apos;s value; empty picks at random) or ip_hash (the client IP)</source>
        <translation>lb_policy: uri_hash (die Anfrage-URI), header (der Wert eines Headers; leer wählt zufällig) oder ip_hash (die Client-IP)</translation>
    </message>
</context>
<context>
    <name>ringcore::CompareAnalysis</name>
    <message>
        <source>memory: this %1 setting needs about %2 for %3 servers, above the %4 each of the %5 rows built at once may use; use fewer servers</source>
        <translation>memory: diese %1-Einstellung braucht für %3 Server etwa %2, mehr als die %4, die jede der %5 gleichzeitig gebauten Zeilen verwenden darf; weniger Server verwenden</translation>
    </message>
</context>
<context>
    <name>ringcore::ConfigError</name>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
</context>
<context>
    <name>ringcore::DnsdistChashed</name>
    <message>
        <source>dnsdist chashed</source>
        <translation>dnsdist chashed</translation>
    </message>
    <message>
        <source>dnsdist 1.7.3 setServerPolicy(chashed): one point per unit of weight (default weight 1; the docs advise 100-1,000), burtleCI of &quot;&lt;server id&gt;-&lt;w&gt;&quot;; a query name&apos;s burtleCI goes to the closest point at or after it.</source>
        <translation>dnsdist 1.7.3 setServerPolicy(chashed): ein Punkt pro Gewichtseinheit (Standardgewicht 1; die Dokumentation empfiehlt 100-1.000), burtleCI von „&lt;server id&gt;-&lt;w&gt;“; der burtleCI eines Abfragenamens geht zum nächsten Punkt bei oder nach ihm.</translation>
    </message>
    <message>
        <source>Server ids (dnsdist picks random UUIDs unless newServer{id=…} sets them): numbered (00000000-0000-4000-8000-&lt;position&gt;) or address (name-based UUID of the address)</source>
        <translation>Server-IDs (dnsdist wählt zufällige UUIDs, sofern newServer{id=…} sie nicht festlegt): numbered (00000000-0000-4000-8000-&lt;Position&gt;) oder address (namensbasierte UUID der Adresse)</translation>
    </message>
    <message>
        <source>setWHashedPertubation(n): the hashes&apos; initial value (random at start-up when not set)</source>
        <translation>setWHashedPertubation(n): der Anfangswert der Hashes (beim Start zufällig, wenn nicht gesetzt)</translation>
    </message>
    <message>
        <source>setConsistentHashingBalancingFactor(f): 0 (off) or 1 and above; only in-flight queries trigger it, and RingLab assumes none (see the documentation)</source>
        <translation>setConsistentHashingBalancingFactor(f): 0 (aus) oder ab 1; nur laufende Abfragen lösen ihn aus, und RingLab nimmt keine an (siehe Dokumentation)</translation>
    </message>
</context>
<context>
    <name>ringcore::DxHash</name>
    <message>
        <source>probes nodes %1 (of %2, %3 active)</source>
        <translation>prüft die Knoten %1 (von %2, %3 aktiv)</translation>
    </message>
    <message>
        <source>node %1 is %2</source>
        <translation>Knoten %1 ist %2</translation>
    </message>
    <message>
        <source>DxHash</source>
        <translation>DxHash</translation>
    </message>
    <message>
        <source>Dong &amp; Wang 2021: each key follows its own pseudo-random sequence of nodes to the first active one; exactly even, arbitrary removals move only the removed server&apos;s keys.</source>
        <translation>Dong &amp; Wang 2021: jeder Schlüssel folgt seiner eigenen pseudozufälligen Knotenfolge bis zum ersten aktiven Knoten; exakt gleichmäßig, beliebiges Entfernen verschiebt nur die Schlüssel des entfernten Servers.</translation>
    </message>
    <message>
        <source>Nodes in the array, rounded up to a power of two and to the number of servers; keep it fixed across additions.</source>
        <translation>Knoten im Array, aufgerundet auf eine Zweierpotenz und auf die Serveranzahl; beim Hinzufügen unverändert lassen.</translation>
    </message>
    <message>
        <source>DxHash takes at most %1 servers</source>
        <translation>DxHash nimmt höchstens %1 Server auf</translation>
    </message>
</context>
<context>
    <name>ringcore::EnvoyHostWeights</name>
    <message>
        <source>weights: the weights of the servers that are up add up to %1; Envoy allows a sum of at most %2</source>
        <translation>weights: die Gewichte der aktiven Server summieren sich auf %1; Envoy erlaubt höchstens %2</translation>
    </message>
    <message>
        <source>servers: %1 has no host name, and with %2=true Envoy hashes the host name; give it one as name=address (or --hash-names)</source>
        <translation>servers: %1 hat keinen Hostnamen, und mit %2=true hasht Envoy den Hostnamen; ihm einen als name=address geben (oder --hash-names)</translation>
    </message>
    <message>
        <source>servers: %1 and %2 both have the host name &quot;%3&quot;; Envoy&apos;s %4 is only for host names that resolve to one address, so give each server its own name</source>
        <translation>servers: %1 und %2 haben beide den Hostnamen „%3“; Envoys %4 ist nur für Hostnamen gedacht, die zu einer Adresse auflösen, daher jedem Server einen eigenen Namen geben</translation>
    </message>
</context>
<context>
    <name>ringcore::EnvoyRing</name>
    <message>
        <source>Envoy RING_HASH (Istio consistentHash default)</source>
        <translation>Envoy RING_HASH (Standard von Istio consistentHash)</translation>
    </message>
    <message>
        <source>Envoy&apos;s ketama ring: XXH64 of &quot;address_i&quot; points, a ring of at least min-ring-size entries split by normalized weight, first point at or after the key&apos;s XXH64, wrapping. Down hosts are left out and the ring is rebuilt.</source>
        <translation>Envoys Ketama-Ring: XXH64 von „address_i“-Punkten, ein Ring mit mindestens min-ring-size Einträgen, nach normiertem Gewicht aufgeteilt, erster Punkt bei oder nach dem XXH64 des Schlüssels, mit Umlauf. Ausgefallene Hosts werden weggelassen und der Ring neu gebaut.</translation>
    </message>
    <message>
        <source>Minimum number of ring entries for the whole ring (minimum_ring_size).</source>
        <translation>Mindestanzahl der Ringeinträge für den gesamten Ring (minimum_ring_size).</translation>
    </message>
    <message>
        <source>Maximum number of ring entries (maximum_ring_size).</source>
        <translation>Höchstanzahl der Ringeinträge (maximum_ring_size).</translation>
    </message>
    <message>
        <source>Hash function that places host points (hash_function).</source>
        <translation>Hashfunktion, die die Hostpunkte platziert (hash_function).</translation>
    </message>
    <message>
        <source>Hash each host&apos;s name instead of its address (consistent_hashing_lb_config.use_hostname_for_hashing): false or true.</source>
        <translation>Den Namen jedes Hosts statt seiner Adresse hashen (consistent_hashing_lb_config.use_hostname_for_hashing): false oder true.</translation>
    </message>
</context>
<context>
    <name>ringcore::Experiment</name>
    <message>
        <source>100 servers, nginx&apos;s 160 points per server</source>
        <translation>100 Server, 160 Punkte pro Server wie bei nginx</translation>
    </message>
</context>
<context>
    <name>ringcore::ExperimentTraffic</name>
    <message>
        <source>traffic.%1: must be a whole number %2-%3</source>
        <translation>traffic.%1: muss eine ganze Zahl %2-%3 sein</translation>
    </message>
    <message>
        <source>traffic.model: must be &quot;uniform&quot;, &quot;zipf&quot; or &quot;log&quot;</source>
        <translation>traffic.model: muss „uniform“, „zipf“ oder „log“ sein</translation>
    </message>
    <message>
        <source>traffic.exponent: must be a number above 0 and at most %1</source>
        <translation>traffic.exponent: muss eine Zahl über 0 und höchstens %1 sein</translation>
    </message>
    <message>
        <source>traffic.log: must be a path of at most 4096 characters</source>
        <translation>traffic.log: muss ein Pfad mit höchstens 4096 Zeichen sein</translation>
    </message>
    <message>
        <source>traffic.log: the log model needs the access log&apos;s path</source>
        <translation>traffic.log: das Log-Modell braucht den Pfad des Zugriffslogs</translation>
    </message>
    <message>
        <source>traffic.events: must be text such as &quot;remove ADDRESS@30%,add ADDRESS@60%&quot;</source>
        <translation>traffic.events: muss Text wie „remove ADDRESS@30%,add ADDRESS@60%“ sein</translation>
    </message>
    <message>
        <source>traffic.algorithms: must be a list of 1-%1 algorithm names</source>
        <translation>traffic.algorithms: muss eine Liste von 1-%1 Algorithmusnamen sein</translation>
    </message>
    <message>
        <source>traffic.algorithms: every entry must be an algorithm name</source>
        <translation>traffic.algorithms: jeder Eintrag muss ein Algorithmusname sein</translation>
    </message>
</context>
<context>
    <name>ringcore::FastRendezvousHash</name>
    <message>
        <source>every server scores the key (weight ÷ −ln u); the highest wins:</source>
        <translation>jeder Server bewertet den Schlüssel (Gewicht ÷ −ln u); der höchste gewinnt:</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message>
        <source>… %1 lower scores</source>
        <translation>… %1 niedrigere Bewertungen</translation>
    </message>
    <message>
        <source>Weighted rendezvous, fast form</source>
        <translation>Gewichtetes Rendezvous, schnelle Form</translation>
    </message>
    <message>
        <source>Rendezvous with precomputed server hashes, one 64-bit mix per server and one logarithm per distinct weight: the same rule and exact weighted shares as HRW, different hash.</source>
        <translation>Rendezvous mit vorberechneten Server-Hashes, eine 64-Bit-Mischung pro Server und ein Logarithmus pro unterschiedlichem Gewicht: dieselbe Regel und exakte gewichtete Anteile wie HRW, anderer Hash.</translation>
    </message>
</context>
<context>
    <name>ringcore::FlipHash</name>
    <message>
        <source>flipped value in [0, %1]: %2</source>
        <translation>geflippter Wert in [0, %1]: %2</translation>
    </message>
    <message>
        <source>past the last bucket: %1 redraw(s) in the top half, then %2</source>
        <translation>hinter dem letzten Bucket: %1 Neuziehung(en) in der oberen Hälfte, dann %2</translation>
    </message>
    <message>
        <source>FlipHash</source>
        <translation>FlipHash</translation>
    </message>
    <message>
        <source>Masson &amp; Lee 2024 (DataDog&apos;s fliphash): consistent range hashing in constant time, perfectly even over consecutive buckets; servers are added or removed at the end.</source>
        <translation>Masson &amp; Lee 2024 (fliphash von DataDog): konsistentes Range-Hashing in konstanter Zeit, perfekt gleichmäßig über aufeinanderfolgende Buckets; Server werden am Ende hinzugefügt oder entfernt.</translation>
    </message>
</context>
<context>
    <name>ringcore::HaproxyRing</name>
    <message>
        <source>HAProxy balance uri, hash-type consistent (2.6)</source>
        <translation>HAProxy balance uri, hash-type consistent (2.6)</translation>
    </message>
    <message>
        <source>HAProxy 2.6 `balance uri` + `hash-type consistent`: 16 points per unit of weight at full_hash(id × 4096 + i), key = sdbm of the path then full_hash, nearest point wins (ties to the previous one).</source>
        <translation>HAProxy 2.6 `balance uri` + `hash-type consistent`: 16 Punkte pro Gewichtseinheit bei full_hash(id × 4096 + i), Schlüssel = sdbm des Pfads, dann full_hash, der nächstgelegene Punkt gewinnt (bei Gleichstand der vorherige).</translation>
    </message>
    <message>
        <source>balance uri whole: 1 hashes the query string too</source>
        <translation>balance uri whole: 1 hasht auch den Query-String</translation>
    </message>
    <message>
        <source>balance uri path-only: 1 drops scheme and authority of absolute URIs</source>
        <translation>balance uri path-only: 1 entfernt Schema und Authority absoluter URIs</translation>
    </message>
    <message>
        <source>balance uri len N: hash only the first N characters (0: all)</source>
        <translation>balance uri len N: nur die ersten N Zeichen hashen (0: alle)</translation>
    </message>
    <message>
        <source>balance uri depth N: hash up to the N-th directory (0: all)</source>
        <translation>balance uri depth N: bis zum N-ten Verzeichnis hashen (0: alle)</translation>
    </message>
    <message>
        <source>hash-type consistent &lt;function&gt; [avalanche]; the default is sdbm avalanche</source>
        <translation>hash-type consistent &lt;function&gt; [avalanche]; Standard ist sdbm avalanche</translation>
    </message>
</context>
<context>
    <name>ringcore::HaproxySystem</name>
    <message>
        <source>hash-balance-factor N: no server takes more than N % of the average requests in flight (0: off, else 100-65535)</source>
        <translation>hash-balance-factor N: kein Server übernimmt mehr als N % der durchschnittlich laufenden Anfragen (0: aus, sonst 100-65535)</translation>
    </message>
    <message>
        <source>option hash-balance-factor: &quot;%1&quot; is not allowed; HAProxy accepts 0 (off) or 100-65535</source>
        <translation>Option hash-balance-factor: „%1“ ist nicht erlaubt; HAProxy akzeptiert 0 (aus) oder 100-65535</translation>
    </message>
</context>
<context>
    <name>ringcore::IdealRing</name>
    <message>
        <source>Ideal random ring</source>
        <translation>Idealer Zufallsring</translation>
    </message>
    <message>
        <source>Points at uniformly random positions: what a perfect hash would give. The baseline the proxies&apos; rings are compared with.</source>
        <translation>Punkte an gleichverteilt zufälligen Positionen: was ein perfekter Hash ergäbe. Die Referenz, mit der die Ringe der Proxys verglichen werden.</translation>
    </message>
    <message>
        <source>Points per unit of weight.</source>
        <translation>Punkte pro Gewichtseinheit.</translation>
    </message>
    <message>
        <source>Lookup rule: next point clockwise, or nearest in either direction.</source>
        <translation>Nachschlageregel: nächster Punkt im Uhrzeigersinn oder nächstgelegener in beide Richtungen.</translation>
    </message>
    <message>
        <source>Hash space: ideal (64-bit positions), 32-bit or 64-bit integers.</source>
        <translation>Hash-Raum: ideal (64-Bit-Positionen), 32-Bit- oder 64-Bit-Ganzzahlen.</translation>
    </message>
    <message>
        <source>Seed of the random positions.</source>
        <translation>Startwert der Zufallspositionen.</translation>
    </message>
</context>
<context>
    <name>ringcore::JumpBackHash</name>
    <message>
        <source>walks back through the power-of-two levels: candidates %1</source>
        <translation>geht die Zweierpotenz-Ebenen rückwärts durch: Kandidaten %1</translation>
    </message>
    <message>
        <source>JumpBackHash</source>
        <translation>JumpBackHash</translation>
    </message>
    <message>
        <source>Ertl 2024: jump hash&apos;s guarantees in expected constant time with integers only (hash4j&apos;s SplitMix64 form); servers are added or removed at the end, one down in the middle renumbers the rest.</source>
        <translation>Ertl 2024: die Garantien von Jump-Hash in erwarteter konstanter Zeit, nur mit Ganzzahlen (SplitMix64-Form von hash4j); Server werden am Ende hinzugefügt oder entfernt, ein ausgefallener in der Mitte nummeriert die übrigen neu.</translation>
    </message>
</context>
<context>
    <name>ringcore::JumpHash</name>
    <message>
        <source>Jump consistent hash</source>
        <translation>Jump Consistent Hash</translation>
    </message>
    <message>
        <source>jumps through buckets %1 (of %2)</source>
        <translation>springt durch die Buckets %1 (von %2)</translation>
    </message>
    <message>
        <source>bucket %1 is %2</source>
        <translation>Bucket %1 ist %2</translation>
    </message>
    <message>
        <source>Lamping &amp; Veach&apos;s jump hash over XXH64 of the key: no ring (only a bucket → server list), perfectly even, but servers can only be added or removed at the end; a server down in the middle renumbers the rest.</source>
        <translation>Jump-Hash von Lamping &amp; Veach über XXH64 des Schlüssels: kein Ring (nur eine Liste Bucket → Server), perfekt gleichmäßig, aber Server können nur am Ende hinzugefügt oder entfernt werden; ein ausgefallener Server in der Mitte nummeriert die übrigen neu.</translation>
    </message>
</context>
<context>
    <name>ringcore::KetamaV1Ring</name>
    <message>
        <source>pingora-ketama v1</source>
        <translation>pingora-ketama v1</translation>
    </message>
    <message>
        <source>Cloudflare pingora-ketama&apos;s original ring: nginx&apos;s chained CRC32 points, 160 per weight unit, 8 bytes each; a key&apos;s CRC32 goes to the first point at or after it.</source>
        <translation>Der ursprüngliche Ring von Cloudflare pingora-ketama: die verketteten CRC32-Punkte von nginx, 160 pro Gewichtseinheit, je 8 Bytes; der CRC32 eines Schlüssels geht zum ersten Punkt bei oder nach ihm.</translation>
    </message>
</context>
<context>
    <name>ringcore::KetamaV2Ring</name>
    <message>
        <source>pingora-ketama v2</source>
        <translation>pingora-ketama v2</translation>
    </message>
    <message>
        <source>Cloudflare pingora-ketama&apos;s compact ring: the same chained CRC32 points, a configurable number per weight unit, stored in 6 bytes each.</source>
        <translation>Der kompakte Ring von Cloudflare pingora-ketama: dieselben verketteten CRC32-Punkte, eine konfigurierbare Anzahl pro Gewichtseinheit, je 6 Bytes gespeichert.</translation>
    </message>
    <message>
        <source>Points per weight unit (point_multiple).</source>
        <translation>Punkte pro Gewichtseinheit (point_multiple).</translation>
    </message>
</context>
<context>
    <name>ringcore::KeySample</name>
    <message>
        <source>a sample of %1 of %2 keys</source>
        <translation>eine Stichprobe von %1 der %2 Schlüssel</translation>
    </message>
    <message>
        <source>%1 keys (the experiment has %2)</source>
        <translation>%1 Schlüssel (das Experiment hat %2)</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>%1 Schlüssel</translation>
    </message>
    <message>
        <source>%1 of %2 keys routed (a sample: the shares of the rest follow the same hash).</source>
        <translation>%1 von %2 Schlüsseln verteilt (eine Stichprobe: die Anteile der übrigen folgen demselben Hash).</translation>
    </message>
    <message>
        <source>%1 keys routed, not the experiment&apos;s %2: this view needs at least %1.</source>
        <translation>%1 Schlüssel verteilt, nicht die %2 des Experiments: diese Ansicht braucht mindestens %1.</translation>
    </message>
</context>
<context>
    <name>ringcore::LiveRunThread</name>
    <message>
        <source>a live run is already in progress</source>
        <translation>ein Live-Lauf ist bereits im Gang</translation>
    </message>
</context>
<context>
    <name>ringcore::LiveRunner</name>
    <message>
        <source>a live run is already in progress</source>
        <translation>ein Live-Lauf ist bereits im Gang</translation>
    </message>
    <message>
        <source>no recheck: %1 places requests by the load in flight (hash-balance-factor), so a key sent again may rightly land on another backend</source>
        <translation>keine erneute Prüfung: %1 verteilt Anfragen nach der laufenden Last (hash-balance-factor), daher kann ein erneut gesendeter Schlüssel zu Recht auf einem anderen Backend landen</translation>
    </message>
    <message>
        <source>key %1 (&quot;%2&quot;) cannot be sent to %3: %4</source>
        <translation>Schlüssel %1 („%2“) kann nicht an %3 gesendet werden: %4</translation>
    </message>
    <message>
        <source>key %1 (&quot;%2&quot;) would be sent by the qnam engine as &quot;%3&quot; (Qt normalises paths: &quot;..&quot;, &quot;.&quot;, &quot;//&quot;, &quot;#&quot;, %-escapes of plain characters); use the raw engine (--engine raw), which sends every key byte for byte</source>
        <translation>Schlüssel %1 („%2“) würde von der qnam-Engine als „%3“ gesendet (Qt normalisiert Pfade: „..“, „.“, „//“, „#“, %-Escapes einfacher Zeichen); die raw-Engine verwenden (--engine raw), die jeden Schlüssel Byte für Byte sendet</translation>
    </message>
    <message numerus="yes">
        <source>stopped %n process(es) and removed %1 private folder(s) left by a RingLab that was killed during a run</source>
        <translation>
            <numerusform>%n Prozess und %1 private(r) Ordner beendet bzw. entfernt, die ein während eines Laufs beendetes RingLab hinterlassen hatte</numerusform>
            <numerusform>%n Prozesse und %1 private(r) Ordner beendet bzw. entfernt, die ein während eines Laufs beendetes RingLab hinterlassen hatte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kept %n private folder(s) of killed runs that asked to keep them (--keep-temp)</source>
        <translation>
            <numerusform>%n privaten Ordner gewaltsam beendeter Läufe behalten, die das Behalten verlangt hatten (--keep-temp)</numerusform>
            <numerusform>%n private Ordner gewaltsam beendeter Läufe behalten, die das Behalten verlangt hatten (--keep-temp)</numerusform>
        </translation>
    </message>
    <message>
        <source>port %1 on 127.0.0.1 is already in use; stop what listens there, choose another base port, or let RingLab pick a free range</source>
        <translation>Port %1 auf 127.0.0.1 ist bereits belegt; beenden Sie, was dort lauscht, wählen Sie einen anderen Basisport oder lassen Sie RingLab einen freien Bereich wählen</translation>
    </message>
    <message>
        <source>no free range of %1 ports found on 127.0.0.1</source>
        <translation>kein freier Bereich von %1 Ports auf 127.0.0.1 gefunden</translation>
    </message>
    <message>
        <source>cannot create a private temporary directory: %1</source>
        <translation>kein privates temporäres Verzeichnis anlegbar: %1</translation>
    </message>
    <message>
        <source>cannot write to the private temporary directory: %1</source>
        <translation>kann nicht in das private temporäre Verzeichnis schreiben: %1</translation>
    </message>
    <message>
        <source>warning: this run could not be registered (%1); if RingLab is killed during it, the next run cannot stop what it leaves</source>
        <translation>Warnung: dieser Lauf konnte nicht registriert werden (%1); wird RingLab währenddessen beendet, kann der nächste Lauf nicht stoppen, was er hinterlässt</translation>
    </message>
    <message>
        <source>private directory %1</source>
        <translation>privates Verzeichnis %1</translation>
    </message>
    <message>
        <source>started backends (pid %1) on 127.0.0.1:%2-%3 and %4 (pid %5) on 127.0.0.1:%6</source>
        <translation>Backends gestartet (PID %1) auf 127.0.0.1:%2-%3 und %4 (PID %5) auf 127.0.0.1:%6</translation>
    </message>
    <message>
        <source>port %1 on 127.0.0.1 did not start listening within %2 s</source>
        <translation>Port %1 auf 127.0.0.1 hat nicht innerhalb von %2 s zu lauschen begonnen</translation>
    </message>
    <message>
        <source>priming: sending %1 keys (not recorded) so that %2 finds its down servers</source>
        <translation>Vorlauf: %1 Schlüssel werden gesendet (nicht erfasst), damit %2 seine ausgefallenen Server erkennt</translation>
    </message>
    <message>
        <source>the proxy answered nothing for %1 s (frozen or wedged); the run was stopped</source>
        <translation>der Proxy hat %1 s lang nichts beantwortet (eingefroren oder blockiert); der Lauf wurde gestoppt</translation>
    </message>
    <message>
        <source>%1 requests sent again, %2 timed out</source>
        <translation>%1 Anfragen erneut gesendet, %2 mit Zeitüberschreitung</translation>
    </message>
    <message>
        <source>sending the first %1 keys again</source>
        <translation>sende die ersten %1 Schlüssel erneut</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>cancelled: %1</source>
        <translation>abgebrochen: %1</translation>
    </message>
    <message>
        <source>port %1 on 127.0.0.1 was taken by another program after RingLab checked it; start again or choose another base port (%2)</source>
        <translation>Port %1 auf 127.0.0.1 wurde nach der Prüfung durch RingLab von einem anderen Programm belegt; neu starten oder einen anderen Basisport wählen (%2)</translation>
    </message>
    <message>
        <source>the results could not be saved: %1</source>
        <translation>die Ergebnisse konnten nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>kept private directory %1</source>
        <translation>privates Verzeichnis %1 behalten</translation>
    </message>
    <message>
        <source>port %1 is busy: the whole range %2-%3 moves to %4-%5</source>
        <translation>Port %1 ist belegt: der ganze Bereich %2-%3 wandert nach %4-%5</translation>
    </message>
    <message>
        <source>sending %1 keys with %2, concurrency %3</source>
        <translation>sende %1 Schlüssel mit %2, Parallelität %3</translation>
    </message>
    <message>
        <source>%1 holds an earlier run: it stays until this run is complete; this run writes into %2</source>
        <translation>%1 enthält einen früheren Lauf: er bleibt erhalten, bis dieser Lauf vollständig ist; dieser Lauf schreibt in %2</translation>
    </message>
</context>
<context>
    <name>ringcore::LiveTrafficCheck</name>
    <message>
        <source>TRAFFIC: %1 requests (%2 distinct keys): per-backend requests %3 the port&apos;s exactly (%4 backends differ; the ring is deterministic, so they must match); %5 keys answered by more than one backend</source>
        <translation>VERKEHR: %1 Anfragen (%2 verschiedene Schlüssel): die Anfragen pro Backend %3 exakt denen der Portierung (%4 Backends weichen ab; der Ring ist deterministisch, daher müssen sie übereinstimmen); %5 Schlüssel von mehr als einem Backend beantwortet</translation>
    </message>
    <message>
        <source>match</source>
        <translation>gleichen</translation>
    </message>
    <message>
        <source>do NOT match</source>
        <translation>gleichen NICHT</translation>
    </message>
    <message>
        <source>%1 in flight at the client, backends holding each answer %2 ms; the proxy&apos;s own requests in flight rebuilt from each request&apos;s timing</source>
        <translation>%1 gleichzeitig beim Client, Backends halten jede Antwort %2 ms zurück; die gleichzeitigen Anfragen des Proxys selbst aus dem Zeitverlauf jeder Anfrage rekonstruiert</translation>
    </message>
    <message>
        <source>%1 in flight, as if every request spent its whole time at a backend (no --backend-delay: the proxy sees fewer, so the model spills more)</source>
        <translation>%1 gleichzeitig, als verbrächte jede Anfrage ihre ganze Zeit bei einem Backend (kein --backend-delay: der Proxy sieht weniger, daher läuft das Modell öfter über)</translation>
    </message>
    <message>
        <source>TRAFFIC (bounded loads, hash-balance-factor %1, %2): spilled %3 % measured vs %4 % simulated (tolerance %5 points); busiest/mean %6 vs %7 (tolerance %8 %); largest per-backend share difference %9 points: %10</source>
        <translation>VERKEHR (begrenzte Last, hash-balance-factor %1, %2): übergelaufen %3 % gemessen vs. %4 % simuliert (Toleranz %5 Punkte); meistbelastet/Mittel %6 vs. %7 (Toleranz %8 %); größte Anteilsdifferenz pro Backend %9 Punkte: %10</translation>
    </message>
    <message>
        <source>AGREE</source>
        <translation>STIMMT ÜBEREIN</translation>
    </message>
    <message>
        <source>DISAGREE</source>
        <translation>WEICHT AB</translation>
    </message>
</context>
<context>
    <name>ringcore::LookupTracer</name>
    <message>
        <source>no server</source>
        <translation>kein Server</translation>
    </message>
    <message>
        <source>hash = %1</source>
        <translation>Hash = %1</translation>
    </message>
    <message>
        <source>walk clockwise %1% of the circle to point %2 of %3</source>
        <translation>%1 % des Kreises im Uhrzeigersinn bis zu Punkt %2 von %3 gehen</translation>
    </message>
    <message>
        <source>clockwise: %1% to the next point; counter-clockwise: %2% to the previous point</source>
        <translation>im Uhrzeigersinn: %1 % bis zum nächsten Punkt; gegen den Uhrzeigersinn: %2 % bis zum vorherigen Punkt</translation>
    </message>
    <message>
        <source>the previous point is nearer: %1</source>
        <translation>der vorherige Punkt ist näher: %1</translation>
    </message>
    <message>
        <source>the next point is nearer: %1</source>
        <translation>der nächste Punkt ist näher: %1</translation>
    </message>
    <message>
        <source>the neighbouring point&apos;s server cannot take it; the scheme routes to %1</source>
        <translation>der Server des Nachbarpunkts kann ihn nicht aufnehmen; das Verfahren leitet zu %1</translation>
    </message>
    <message>
        <source>slot = hash mod %1 = %2</source>
        <translation>Slot = Hash mod %1 = %2</translation>
    </message>
    <message>
        <source>table[%1] = %2</source>
        <translation>table[%1] = %2</translation>
    </message>
    <message>
        <source>%1 decides without a ring: %2</source>
        <translation>%1 entscheidet ohne Ring: %2</translation>
    </message>
</context>
<context>
    <name>ringcore::MaglevTable</name>
    <message>
        <source>Envoy MAGLEV</source>
        <translation>Envoy MAGLEV</translation>
    </message>
    <message>
        <source>Envoy&apos;s Maglev table: hosts fill a prime-sized table along XXH64 offset/skip permutations in weighted turns; a key&apos;s XXH64 modulo the table size picks the slot.</source>
        <translation>Envoys Maglev-Tabelle: Hosts füllen abwechselnd nach Gewicht eine Tabelle mit Primzahlgröße entlang XXH64-Offset/Skip-Permutationen; der XXH64 des Schlüssels modulo der Tabellengröße wählt den Slot.</translation>
    </message>
    <message>
        <source>Number of table slots; must be a prime (table_size).</source>
        <translation>Anzahl der Tabellen-Slots; muss eine Primzahl sein (table_size).</translation>
    </message>
    <message>
        <source>Hash each host&apos;s name instead of its address (consistent_hashing_lb_config.use_hostname_for_hashing): false or true.</source>
        <translation>Den Namen jedes Hosts statt seiner Adresse hashen (consistent_hashing_lb_config.use_hostname_for_hashing): false oder true.</translation>
    </message>
</context>
<context>
    <name>ringcore::ManagedProcess</name>
    <message>
        <source>%1: program &quot;%2&quot; not found or not executable</source>
        <translation>%1: Programm „%2“ nicht gefunden oder nicht ausführbar</translation>
    </message>
    <message>
        <source>%1: program not found on PATH or in /usr/sbin; install it or give its path</source>
        <translation>%1: Programm weder im PATH noch in /usr/sbin gefunden; installieren Sie es oder geben Sie seinen Pfad an</translation>
    </message>
    <message>
        <source>timed out after %1 ms</source>
        <translation>Zeitüberschreitung nach %1 ms</translation>
    </message>
    <message>
        <source>%1: cannot start %2 (%3)</source>
        <translation>%1: %2 kann nicht gestartet werden (%3)</translation>
    </message>
    <message>
        <source>was killed or crashed</source>
        <translation>wurde beendet oder ist abgestürzt</translation>
    </message>
    <message>
        <source>exited with code %1</source>
        <translation>mit Code %1 beendet</translation>
    </message>
    <message>
        <source>%1 %2 while the run needed it</source>
        <translation>%1 %2, während der Lauf es brauchte</translation>
    </message>
</context>
<context>
    <name>ringcore::MappingWriter</name>
    <message>
        <source>%1:%2: malformed line (expected index, key, backend, status)</source>
        <translation>%1:%2: fehlerhafte Zeile (erwartet: Index, Schlüssel, Backend, Status)</translation>
    </message>
    <message>
        <source>%1: write failed after %2 lines (%3)</source>
        <translation>%1: Schreiben nach %2 Zeilen fehlgeschlagen (%3)</translation>
    </message>
    <message>
        <source>reading %1</source>
        <translation>Lesen von %1</translation>
    </message>
</context>
<context>
    <name>ringcore::MementoHash</name>
    <message>
        <source>MementoHash</source>
        <translation>MementoHash</translation>
    </message>
    <message>
        <source>Coluzzi et al. 2024: jump consistent hash plus a memory of removed buckets; ring-free, even, and fully consistent under arbitrary removals, with memory only for the removed.</source>
        <translation>Coluzzi et al. 2024: Jump Consistent Hash plus ein Gedächtnis entfernter Buckets; ohne Ring, gleichmäßig und bei beliebigen Entfernungen voll konsistent, mit Speicher nur für die Entfernten.</translation>
    </message>
</context>
<context>
    <name>ringcore::MemoryBudget</name>
    <message>
        <source>%1 needs about %2 of memory, but only %3 is available (ulimit -v, cgroup limit or free memory)</source>
        <translation>%1 braucht etwa %2 Speicher, aber nur %3 ist verfügbar (ulimit -v, cgroup-Limit oder freier Speicher)</translation>
    </message>
</context>
<context>
    <name>ringcore::MemoryModel</name>
    <message>
        <source>packed 6-byte (hash32 + u16 index)</source>
        <translation>gepackt 6 Byte (hash32 + u16-Index)</translation>
    </message>
    <message>
        <source>padded 8-byte struct</source>
        <translation>aufgefüllte 8-Byte-Struktur</translation>
    </message>
</context>
<context>
    <name>ringcore::ModuloHash</name>
    <message>
        <source>Modulo (hash mod n)</source>
        <translation>Modulo (hash mod n)</translation>
    </message>
    <message>
        <source>XXH64 of the key modulo the number of enabled servers (weight = slots). Even, but almost every key moves when a server is added or removed.</source>
        <translation>XXH64 des Schlüssels modulo der Anzahl aktivierter Server (Gewicht = Slots). Gleichmäßig, aber fast jeder Schlüssel wird verschoben, wenn ein Server hinzukommt oder wegfällt.</translation>
    </message>
</context>
<context>
    <name>ringcore::MultiProbeHash</name>
    <message>
        <source>Multi-probe consistent hashing</source>
        <translation>Multi-Probe Consistent Hashing</translation>
    </message>
    <message>
        <source>Appleton &amp; Eisenbud: one point per server, the key probes the ring k times and takes the closest point. Even spread with tiny memory, k lookups per key.</source>
        <translation>Appleton &amp; Eisenbud: ein Punkt pro Server, der Schlüssel tastet den Ring k-mal ab und nimmt den nächstgelegenen Punkt. Gleichmäßige Verteilung mit winzigem Speicher, k Nachschlagevorgänge pro Schlüssel.</translation>
    </message>
    <message>
        <source>Probes per key (the paper&apos;s k).</source>
        <translation>Abtastungen pro Schlüssel (das k des Artikels).</translation>
    </message>
    <message>
        <source>Ring points per unit of weight.</source>
        <translation>Ringpunkte pro Gewichtseinheit.</translation>
    </message>
</context>
<context>
    <name>ringcore::NginxRing</name>
    <message>
        <source>nginx hash … consistent (1.22)</source>
        <translation>nginx hash … consistent (1.22)</translation>
    </message>
    <message>
        <source>nginx 1.22 `hash $request_uri consistent`: 160 CRC32 points per unit of weight, the first point at or after the key&apos;s CRC32, down servers skipped for up to 20 more points.</source>
        <translation>nginx 1.22 `hash $request_uri consistent`: 160 CRC32-Punkte pro Gewichtseinheit, der erste Punkt bei oder nach dem CRC32 des Schlüssels, ausgefallene Server werden für bis zu 20 weitere Punkte übersprungen.</translation>
    </message>
</context>
<context>
    <name>ringcore::OpenFileLimit</name>
    <message>
        <source>unlimited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>the run needs about %1 open files (--concurrency %2: 2 per request in flight; %3 backends; %4 for files, logs and pipes)</source>
        <translation>der Lauf braucht etwa %1 offene Dateien (--concurrency %2: 2 pro laufender Anfrage; %3 Backends; %4 für Dateien, Logs und Pipes)</translation>
    </message>
    <message>
        <source>open files: %1, but the limit is %2 and its hard limit %3 (ulimit -n, RLIMIT_NOFILE); raise the hard limit or lower --concurrency or --backends</source>
        <translation>offene Dateien: %1, aber das Limit ist %2 und sein hartes Limit %3 (ulimit -n, RLIMIT_NOFILE); das harte Limit erhöhen oder --concurrency bzw. --backends senken</translation>
    </message>
    <message>
        <source>open files: %1, but the limit is %2 and it could not be raised (%3)</source>
        <translation>offene Dateien: %1, aber das Limit ist %2 und konnte nicht erhöht werden (%3)</translation>
    </message>
    <message>
        <source>raised the open-files limit from %1 to %2: %3</source>
        <translation>Limit für offene Dateien von %1 auf %2 erhöht: %3</translation>
    </message>
</context>
<context>
    <name>ringcore::OutputPath</name>
    <message>
        <source>--%1: %2 is also an input of this command (%3); writing it would replace what is being read: give another output file</source>
        <translation>--%1: %2 ist auch eine Eingabe dieses Befehls (%3); sie zu schreiben würde ersetzen, was gerade gelesen wird: eine andere Ausgabedatei angeben</translation>
    </message>
    <message>
        <source>--%1: the input %2 lies in the output folder %3, whose files this command replaces: move the input or give another folder</source>
        <translation>--%1: die Eingabe %2 liegt im Ausgabeordner %3, dessen Dateien dieser Befehl ersetzt: die Eingabe verschieben oder einen anderen Ordner angeben</translation>
    </message>
</context>
<context>
    <name>ringcore::PowerHash</name>
    <message>
        <source>f(k, %1) lands below %2</source>
        <translation>f(k, %1) landet unter %2</translation>
    </message>
    <message>
        <source>f(k, %1) lands past %2; the walk g from %3 stops in the upper half</source>
        <translation>f(k, %1) landet hinter %2; die Folge g ab %3 endet in der oberen Hälfte</translation>
    </message>
    <message>
        <source>f(k, %1) lands past %2 and the walk g stays at %3: f(k, %4)</source>
        <translation>f(k, %1) landet hinter %2 und die Folge g bleibt bei %3: f(k, %4)</translation>
    </message>
    <message>
        <source>Power consistent hash (PowerCH)</source>
        <translation>Power Consistent Hash (PowerCH)</translation>
    </message>
    <message>
        <source>Leu 2023: constant expected time and no memory, even over consecutive buckets; servers are added or removed at the end, one down in the middle renumbers the rest.</source>
        <translation>Leu 2023: erwartete konstante Zeit und kein Speicher, gleichmäßig über aufeinanderfolgende Buckets; Server werden am Ende hinzugefügt oder entfernt, ein ausgefallener in der Mitte nummeriert die übrigen neu.</translation>
    </message>
</context>
<context>
    <name>ringcore::ProxyProcess</name>
    <message>
        <source>%1: cannot create the folder of %2</source>
        <translation>%1: der Ordner von %2 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1: configuration check (%2) failed: %3</source>
        <translation>%1: Konfigurationsprüfung (%2) fehlgeschlagen: %3</translation>
    </message>
</context>
<context>
    <name>ringcore::RangeHash</name>
    <message>
        <source>bucket %1 (of %2) is %3</source>
        <translation>Bucket %1 (von %2) ist %3</translation>
    </message>
</context>
<context>
    <name>ringcore::RemapAnalysis</name>
    <message>
        <source>remove: server index %1 is outside 1-%2</source>
        <translation>remove: Serverindex %1 liegt außerhalb von 1-%2</translation>
    </message>
</context>
<context>
    <name>ringcore::RemovalMatrixBuilder</name>
    <message>
        <source>use fewer servers (about %1 fit)</source>
        <translation>weniger Server verwenden (etwa %1 passen)</translation>
    </message>
    <message numerus="yes">
        <source>memory: removing each of %1 servers in turn (%n matrix/matrices of %1 × %1) needs about %2, above the limit of %3; %4</source>
        <translation>
            <numerusform>memory: jeden der %1 Server nacheinander zu entfernen (%n Matrix aus %1 × %1) braucht etwa %2, mehr als das Limit von %3; %4</numerusform>
            <numerusform>memory: jeden der %1 Server nacheinander zu entfernen (%n Matrizen aus %1 × %1) braucht etwa %2, mehr als das Limit von %3; %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringcore::RendezvousHash</name>
    <message>
        <source>Weighted rendezvous (HRW)</source>
        <translation>Gewichtetes Rendezvous (HRW)</translation>
    </message>
    <message>
        <source>Highest random weight: every server scores the key (-weight / ln u) and the highest wins. Exact weighted shares and arbitrary removals, at the cost of one hash per server per lookup.</source>
        <translation>Highest Random Weight: jeder Server bewertet den Schlüssel (-Gewicht / ln u) und der höchste gewinnt. Exakte gewichtete Anteile und beliebiges Entfernen, auf Kosten eines Hashes pro Server und Nachschlagevorgang.</translation>
    </message>
    <message>
        <source>every server scores the key (weight ÷ −ln u); the highest wins:</source>
        <translation>jeder Server bewertet den Schlüssel (Gewicht ÷ −ln u); der höchste gewinnt:</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message>
        <source>… %1 lower scores</source>
        <translation>… %1 niedrigere Bewertungen</translation>
    </message>
</context>
<context>
    <name>ringcore::RingSnapshotBuilder</name>
    <message>
        <source>%1: could not build</source>
        <translation>%1: konnte nicht gebaut werden</translation>
    </message>
    <message>
        <source>use fewer servers or points</source>
        <translation>weniger Server oder Punkte verwenden</translation>
    </message>
    <message>
        <source>the ring of this %1 setting (%2 points)</source>
        <translation>der Ring dieser %1-Einstellung (%2 Punkte)</translation>
    </message>
    <message>
        <source>this %1 setting</source>
        <translation>diese %1-Einstellung</translation>
    </message>
    <message>
        <source>memory: %1 needs about %2 to build and draw, above the limit of %3; %4</source>
        <translation>memory: %1 braucht zum Aufbauen und Zeichnen etwa %2, mehr als das Limit von %3; %4</translation>
    </message>
    <message>
        <source>the picture of this %1 ring (%2 points)</source>
        <translation>das Bild dieses %1-Rings (%2 Punkte)</translation>
    </message>
    <message>
        <source>memory: %1; use fewer servers or points</source>
        <translation>memory: %1; weniger Server oder Punkte verwenden</translation>
    </message>
</context>
<context>
    <name>ringcore::RunFolder</name>
    <message>
        <source>out: %1 is not a folder</source>
        <translation>out: %1 ist kein Ordner</translation>
    </message>
    <message>
        <source>out: %1 holds %2, which is not a file of a live run; a new run takes the place of the folder of an earlier run as a whole, so give a new or empty folder, or one that holds a run only</source>
        <translation>out: %1 enthält %2, das keine Datei eines Live-Laufs ist; ein neuer Lauf ersetzt den Ordner eines früheren Laufs als Ganzes, daher einen neuen oder leeren Ordner angeben oder einen, der nur einen Lauf enthält</translation>
    </message>
    <message>
        <source>out: %1 holds an earlier run and is a mount point: a new run is written beside the folder and takes its place when complete, which cannot cross file systems; give a folder inside it</source>
        <translation>out: %1 enthält einen früheren Lauf und ist ein Einhängepunkt: ein neuer Lauf wird neben den Ordner geschrieben und tritt nach Abschluss an dessen Stelle, was nicht über Dateisystemgrenzen hinweg geht; einen Ordner darin angeben</translation>
    </message>
    <message>
        <source>out: %1 holds an earlier run and is (or holds) the current folder: a complete run takes its place, which would leave this shell in a removed folder; run from another folder</source>
        <translation>out: %1 enthält einen früheren Lauf und ist der aktuelle Ordner (oder enthält ihn): ein vollständiger Lauf tritt an seine Stelle, wodurch diese Shell in einem entfernten Ordner zurückbliebe; aus einem anderen Ordner starten</translation>
    </message>
    <message>
        <source>out: cannot create the folder %1</source>
        <translation>out: der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>out: %1 holds an earlier run, and the folder for the new run cannot be created beside it (%2): the earlier run would be lost; give a new folder</source>
        <translation>out: %1 enthält einen früheren Lauf, und der Ordner für den neuen Lauf kann nicht daneben angelegt werden (%2): der frühere Lauf ginge verloren; einen neuen Ordner angeben</translation>
    </message>
    <message>
        <source>the earlier run in %1 was kept: this run did not complete; what it measured is in %2</source>
        <translation>der frühere Lauf in %1 wurde behalten: dieser Lauf wurde nicht abgeschlossen; was er gemessen hat, liegt in %2</translation>
    </message>
    <message>
        <source>the earlier run in %1 was kept: this run could not take its place (%2); it is in %3</source>
        <translation>der frühere Lauf in %1 wurde behalten: dieser Lauf konnte nicht an seine Stelle treten (%2); er liegt in %3</translation>
    </message>
    <message>
        <source>the earlier run&apos;s folder %1 could not be removed (%2)</source>
        <translation>der Ordner %1 des früheren Laufs konnte nicht entfernt werden (%2)</translation>
    </message>
    <message>
        <source>this run replaced the earlier run in %1</source>
        <translation>dieser Lauf hat den früheren Lauf in %1 ersetzt</translation>
    </message>
</context>
<context>
    <name>ringcore::SimResultIo</name>
    <message>
        <source>Collisions: %1 (--collisions %2)
</source>
        <translation>Kollisionen: %1 (--collisions %2)
</translation>
    </message>
    <message>
        <source>the point of the server listed first owns a shared value</source>
        <translation>der Punkt des zuerst aufgeführten Servers besitzt einen gemeinsamen Wert</translation>
    </message>
    <message>
        <source>a random one of the points on a shared value owns it</source>
        <translation>ein zufälliger der Punkte auf einem gemeinsamen Wert besitzt ihn</translation>
    </message>
    <message numerus="yes">
        <source>%Ln server(s)</source>
        <translation>
            <numerusform>%Ln Server</numerusform>
            <numerusform>%Ln Server</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln ring(s) per row</source>
        <translation>
            <numerusform>%Ln Ring pro Zeile</numerusform>
            <numerusform>%Ln Ringe pro Zeile</numerusform>
        </translation>
    </message>
    <message>
        <source>Ideal rings: %1, %2, rule %3, space %4, path %5, seed %6
</source>
        <translation>Ideale Ringe: %1, %2, Regel %3, Raum %4, Pfad %5, Startwert %6
</translation>
    </message>
</context>
<context>
    <name>ringcore::SimulationResult</name>
    <message>
        <source>merge: nothing to merge</source>
        <translation>merge: nichts zusammenzuführen</translation>
    </message>
    <message>
        <source>merge: the parts simulate different settings</source>
        <translation>merge: die Teile simulieren unterschiedliche Einstellungen</translation>
    </message>
    <message>
        <source>merge: ring %1 appears twice</source>
        <translation>merge: Ring %1 kommt zweimal vor</translation>
    </message>
</context>
<context>
    <name>ringcore::SystemDescription</name>
    <message>
        <source>option %1: a live run of %2 cannot set it (options it sets: %3)</source>
        <translation>Option %1: ein Live-Lauf von %2 kann sie nicht setzen (gesetzte Optionen: %3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>option %1: &quot;%2&quot; is not allowed in a live run of %3; choose one of: %4</source>
        <translation>Option %1: „%2“ ist in einem Live-Lauf von %3 nicht erlaubt; wählen Sie eines von: %4</translation>
    </message>
</context>
<context>
    <name>ringcore::TrafficConfig</name>
    <message>
        <source>events: &quot;%1&quot; is not &quot;remove ADDRESS@P%&quot; or &quot;add ADDRESS@P%&quot;</source>
        <translation>events: „%1“ ist weder &quot;remove ADDRESS@P%&quot; noch &quot;add ADDRESS@P%&quot;</translation>
    </message>
    <message>
        <source>events: &quot;%1&quot; has no moment; write ADDRESS@P% with P between 0 and 100 (exclusive)</source>
        <translation>events: „%1“ hat keinen Zeitpunkt; ADDRESS@P% schreiben, mit P zwischen 0 und 100 (ausschließlich)</translation>
    </message>
    <message>
        <source>events: &quot;%1&quot;: the moment must be a percentage of the requests above 0 and below 100</source>
        <translation>events: „%1“: der Zeitpunkt muss ein Prozentsatz der Anfragen über 0 und unter 100 sein</translation>
    </message>
    <message>
        <source>events: &quot;%1&quot;: a removal takes no weight</source>
        <translation>events: „%1“: ein Entfernen nimmt kein Gewicht</translation>
    </message>
    <message>
        <source>events: &quot;%1&quot;: the weight must be a whole number from 1 to 1,000,000</source>
        <translation>events: „%1“: das Gewicht muss eine ganze Zahl von 1 bis 1.000.000 sein</translation>
    </message>
    <message>
        <source>events: &quot;%1&quot;: &quot;%2&quot; is not one server address (host:port or [IPv6]:port)</source>
        <translation>events: „%1“: „%2“ ist keine einzelne Serveradresse (host:port oder [IPv6]:port)</translation>
    </message>
    <message>
        <source>servers: give at least one server</source>
        <translation>servers: mindestens einen Server angeben</translation>
    </message>
    <message>
        <source>log: give the access log&apos;s path</source>
        <translation>log: den Pfad des Zugriffslogs angeben</translation>
    </message>
    <message>
        <source>zipf: the exponent must be above 0 and at most %1 (0 is the uniform model)</source>
        <translation>zipf: der Exponent muss über 0 und höchstens %1 sein (0 ist das Gleichverteilungsmodell)</translation>
    </message>
    <message>
        <source>universe: %1 is out of range (1 to %2 keys)</source>
        <translation>universe: %1 liegt außerhalb des Bereichs (1 bis %2 Schlüssel)</translation>
    </message>
    <message>
        <source>requests: %1 is out of range (1 to %2)</source>
        <translation>requests: %1 liegt außerhalb des Bereichs (1 bis %2)</translation>
    </message>
    <message>
        <source>cache: %1 is out of range (1 to %2 objects per server)</source>
        <translation>cache: %1 liegt außerhalb des Bereichs (1 bis %2 Objekte pro Server)</translation>
    </message>
    <message>
        <source>cache-bytes: must be 0 (no byte bound) or more</source>
        <translation>cache-bytes: muss 0 (keine Byte-Grenze) oder mehr sein</translation>
    </message>
    <message>
        <source>cache-bytes: only a replayed log has object sizes; the Zipf and uniform models count objects</source>
        <translation>cache-bytes: nur ein wiedergegebenes Log hat Objektgrößen; das Zipf- und das Gleichverteilungsmodell zählen Objekte</translation>
    </message>
    <message>
        <source>windows: %1 is out of range (2 to %2)</source>
        <translation>windows: %1 liegt außerhalb des Bereichs (2 bis %2)</translation>
    </message>
    <message>
        <source>events: the moment of &quot;%1&quot; must be above 0% and below 100%</source>
        <translation>events: der Zeitpunkt von „%1“ muss über 0 % und unter 100 % liegen</translation>
    </message>
    <message>
        <source>events: cannot remove %1 at %2%: it is not serving then</source>
        <translation>events: %1 kann bei %2 % nicht entfernt werden: er bedient dann keine Anfragen</translation>
    </message>
    <message>
        <source>events: removing %1 at %2% leaves no server</source>
        <translation>events: das Entfernen von %1 bei %2 % lässt keinen Server übrig</translation>
    </message>
    <message>
        <source>events: cannot add %1 at %2%: it is already serving</source>
        <translation>events: %1 kann bei %2 % nicht hinzugefügt werden: er bedient bereits Anfragen</translation>
    </message>
</context>
<context>
    <name>ringcore::TrafficReplay</name>
    <message>
        <source>events: %1 cannot do &quot;%2&quot;: %3</source>
        <translation>events: %1 kann „%2“ nicht ausführen: %3</translation>
    </message>
    <message>
        <source>algorithm: %1 places each key by the load before it, which a log replay cannot predict request by request; use the Zipf or uniform model</source>
        <translation>algorithm: %1 ordnet jeden Schlüssel nach der Last davor zu, die eine Log-Wiedergabe nicht Anfrage für Anfrage vorhersagen kann; das Zipf- oder Gleichverteilungsmodell verwenden</translation>
    </message>
    <message>
        <source>log: %1</source>
        <translation>log: %1</translation>
    </message>
    <message>
        <source>log: %1 holds no request</source>
        <translation>log: %1 enthält keine Anfrage</translation>
    </message>
    <message>
        <source>log: %1 ended early (it changed while being replayed)</source>
        <translation>log: %1 endete vorzeitig (es hat sich während der Wiedergabe geändert)</translation>
    </message>
    <message>
        <source>use fewer servers, points or events</source>
        <translation>weniger Server, Punkte oder Ereignisse verwenden</translation>
    </message>
    <message numerus="yes">
        <source>memory: the %n ring(s) of this %1 setting (one before the events and one after each) need about %2, above the limit of %3; %4</source>
        <translation>
            <numerusform>memory: der %n Ring dieser %1-Einstellung (einer vor den Ereignissen und einer nach jedem) braucht etwa %2, mehr als das Limit von %3; %4</numerusform>
            <numerusform>memory: die %n Ringe dieser %1-Einstellung (einer vor den Ereignissen und einer nach jedem) brauchen etwa %2, mehr als das Limit von %3; %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringcore::TrafficServerRing</name>
    <message>
        <source>Traffic Server consistent_hash (9.2)</source>
        <translation>Traffic Server consistent_hash (9.2)</translation>
    </message>
    <message>
        <source>Apache Traffic Server 9.2 parent.config round_robin=consistent_hash: 1,024 SipHash-2-4 points per unit of weight from each parent&apos;s host name (not its port) or hash string, the first point at or after the URI&apos;s hash, down parents skipped (secondary ring first).</source>
        <translation>Apache Traffic Server 9.2 parent.config round_robin=consistent_hash: 1.024 SipHash-2-4-Punkte pro Gewichtseinheit aus dem Hostnamen jedes Parents (nicht seinem Port) oder seinem Hash-String, der erste Punkt bei oder nach dem Hash der URI, ausgefallene Parents werden übersprungen (sekundärer Ring zuerst).</translation>
    </message>
    <message>
        <source>What a parent&apos;s points hash: none (its host name, ATS&apos;s default) or address (as if written host:port&amp;host:port)</source>
        <translation>Was die Punkte eines Parents hashen: none (sein Hostname, Standard von ATS) oder address (als stünde host:port&amp;host:port da)</translation>
    </message>
    <message>
        <source>How many of the last servers form secondary_parent</source>
        <translation>Wie viele der letzten Server secondary_parent bilden</translation>
    </message>
    <message>
        <source>secondary_mode: 1 or 3 try the secondary ring first when the first choice is down, 2 the rest of the primary ring</source>
        <translation>secondary_mode: 1 oder 3 versuchen zuerst den sekundären Ring, wenn die erste Wahl ausgefallen ist, 2 den Rest des primären Rings</translation>
    </message>
    <message>
        <source>qstring: consider (hash the query string too) or ignore</source>
        <translation>qstring: consider (auch den Query-String hashen) oder ignore</translation>
    </message>
</context>
<context>
    <name>ringcore::TwemproxyPool</name>
    <message>
        <source>twemproxy&apos;s hash: function for keys (fnv1a_64 by default)</source>
        <translation>Hash von twemproxy: Funktion für Schlüssel (standardmäßig fnv1a_64)</translation>
    </message>
    <message>
        <source>Server names hashed and sorted: address (host, or host:port unless the port is 11211) or numbered (explicit names server1, server2, … in list order)</source>
        <translation>Gehashte und sortierte Servernamen: address (Host, oder host:port, außer der Port ist 11211) oder numbered (explizite Namen server1, server2, … in Listenreihenfolge)</translation>
    </message>
    <message>
        <source>auto_eject_hosts: true (RingLab&apos;s default, so a down server leaves the pool) ejects down servers and rebuilds the pool from the live ones; false (twemproxy&apos;s default) keeps them, and their keys get errors</source>
        <translation>auto_eject_hosts: true (Vorgabe von RingLab, damit ein ausgefallener Server den Pool verlässt) wirft ausgefallene Server aus und baut den Pool aus den laufenden neu auf; false (Vorgabe von twemproxy) behält sie, und ihre Schlüssel bekommen Fehler</translation>
    </message>
    <message>
        <source>hash_tag: two characters; a key with text between them is hashed on that text only</source>
        <translation>hash_tag: zwei Zeichen; ein Schlüssel mit Text zwischen ihnen wird nur über diesen Text gehasht</translation>
    </message>
    <message>
        <source>twemproxy ketama</source>
        <translation>twemproxy ketama</translation>
    </message>
    <message>
        <source>twemproxy (nutcracker 0.5.0) distribution: ketama: 160 points per server scaled by weight (floor(w/W·40·live)·4), four from each MD5 of &quot;name-i&quot;; a key&apos;s hash (fnv1a_64 by default) goes to the first point at or after it.</source>
        <translation>twemproxy (nutcracker 0.5.0) distribution: ketama: 160 Punkte pro Server, nach Gewicht skaliert (floor(w/W·40·live)·4), vier aus jedem MD5 von „name-i“; der Hash eines Schlüssels (standardmäßig fnv1a_64) geht zum ersten Punkt bei oder nach ihm.</translation>
    </message>
    <message>
        <source>twemproxy modula</source>
        <translation>twemproxy modula</translation>
    </message>
    <message>
        <source>twemproxy (nutcracker 0.5.0) distribution: modula: one slot per unit of weight in the servers&apos; name order; a key goes to slot hash mod slots.</source>
        <translation>twemproxy (nutcracker 0.5.0) distribution: modula: ein Slot pro Gewichtseinheit in der Namensreihenfolge der Server; ein Schlüssel geht zu Slot Hash mod Slots.</translation>
    </message>
    <message>
        <source>twemproxy random</source>
        <translation>twemproxy random</translation>
    </message>
    <message>
        <source>twemproxy (nutcracker 0.5.0) distribution: random: each request goes to a random live server, whatever its key (weights ignored). Not predictable per key: RingLab routes a stand-in (hash mod live servers) with the same spread.</source>
        <translation>twemproxy (nutcracker 0.5.0) distribution: random: jede Anfrage geht an einen zufälligen laufenden Server, unabhängig von ihrem Schlüssel (Gewichte ignoriert). Pro Schlüssel nicht vorhersagbar: RingLab leitet einen Ersatz (Hash mod laufende Server) mit derselben Streuung.</translation>
    </message>
</context>
<context>
    <name>ringcore::TwemproxySystem</name>
    <message>
        <source>distribution: ketama (predicted by twemproxy-ketama) or modula (predicted by twemproxy-modula)</source>
        <translation>distribution: ketama (vorhergesagt von twemproxy-ketama) oder modula (vorhergesagt von twemproxy-modula)</translation>
    </message>
</context>
<context>
    <name>ringcore::UserText</name>
    <message>
        <source>(%1 characters)</source>
        <translation>(%1 Zeichen)</translation>
    </message>
    <message>
        <source>(%1 bytes)</source>
        <translation>(%1 Bytes)</translation>
    </message>
    <message>
        <source>(message cut at %1 characters)</source>
        <translation>(Meldung bei %1 Zeichen abgeschnitten)</translation>
    </message>
</context>
<context>
    <name>ringcore::VarnishShard</name>
    <message>
        <source>Varnish shard director (7.1)</source>
        <translation>Varnish shard director (7.1)</translation>
    </message>
    <message>
        <source>Varnish 7.1 vmod_directors shard(): replicas × weight SHA-256 points per backend, the first point at or above the key (the last point for keys above it), unhealthy backends skipped along the ring.</source>
        <translation>Varnish 7.1 vmod_directors shard(): replicas × Gewicht SHA-256-Punkte pro Backend, der erste Punkt bei oder über dem Schlüssel (für Schlüssel darüber der letzte Punkt), nicht gesunde Backends werden entlang des Rings übersprungen.</translation>
    </message>
    <message>
        <source>Points per unit of weight (reconfigure(replicas=…))</source>
        <translation>Punkte pro Gewichtseinheit (reconfigure(replicas=…))</translation>
    </message>
    <message>
        <source>Shard key: HASH (object digest of URL and Host, backend side), URL, KEY (vd.key(text)) or BLOB</source>
        <translation>Shard-Schlüssel: HASH (Objekt-Digest aus URL und Host, Backend-Seite), URL, KEY (vd.key(text)) oder BLOB</translation>
    </message>
    <message>
        <source>Host header hashed with the URL when by=HASH</source>
        <translation>Host-Header, der bei by=HASH mit der URL gehasht wird</translation>
    </message>
    <message>
        <source>Take the alt-th alternative backend (0: the first)</source>
        <translation>Das alt-te alternative Backend nehmen (0: das erste)</translation>
    </message>
    <message>
        <source>Health rule: CHOSEN, IGNORE or ALL</source>
        <translation>Gesundheitsregel: CHOSEN, IGNORE oder ALL</translation>
    </message>
    <message>
        <source>Share of requests sent to the next healthy backend (0 off, 1 always; between is random)</source>
        <translation>Anteil der Anfragen, die an das nächste gesunde Backend gehen (0 aus, 1 immer; dazwischen zufällig)</translation>
    </message>
</context>
<context>
    <name>ringcore::VarnishSystem</name>
    <message>
        <source>option host: &quot;%1&quot; is not allowed in a VCL string; give printable text without spaces, quotes or backslashes</source>
        <translation>Option host: „%1“ ist in einem VCL-String nicht erlaubt; geben Sie druckbaren Text ohne Leerzeichen, Anführungszeichen oder Backslashes an</translation>
    </message>
    <message>
        <source>option warmup: %1 picks the backend at random; a live run takes 0 (off) or 1 (always the next healthy backend)</source>
        <translation>Option warmup: %1 wählt das Backend zufällig; ein Live-Lauf nimmt 0 (aus) oder 1 (immer das nächste gesunde Backend)</translation>
    </message>
</context>
<context>
    <name>ringcore::yamlsupport</name>
    <message>
        <source>%1 &quot;%2&quot; is not a whole number in %3-%4</source>
        <translation>%1 „%2“ ist keine ganze Zahl in %3-%4</translation>
    </message>
    <message>
        <source>(not a number)</source>
        <translation>(keine Zahl)</translation>
    </message>
    <message>
        <source>YAML error: %1</source>
        <translation>YAML-Fehler: %1</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep; not a proxy config</source>
        <translation>tiefer als %1 Ebenen verschachtelt; keine Proxy-Konfiguration</translation>
    </message>
    <message>
        <source>this YAML file</source>
        <translation>diese YAML-Datei</translation>
    </message>
</context>
<context>
    <name>ringcore::yamlsupport::StructureChecker</name>
    <message>
        <source>the alias here refers to the node that contains it (a cycle); RingLab does not read cyclic YAML</source>
        <translation>der Alias hier verweist auf den Knoten, der ihn enthält (ein Zyklus); RingLab liest kein zyklisches YAML</translation>
    </message>
    <message>
        <source>more than %1 nodes once aliases are expanded (aliases of aliases multiply); not a proxy config</source>
        <translation>mehr als %1 Knoten nach Expansion der Aliase (Aliase von Aliasen vervielfachen sich); keine Proxy-Konfiguration</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep; not a proxy config</source>
        <translation>tiefer als %1 Ebenen verschachtelt; keine Proxy-Konfiguration</translation>
    </message>
    <message>
        <source>the YAML parser makes no progress at column %1 (a &apos;,&apos; outside [ ] or { }?); not a proxy config</source>
        <translation>der YAML-Parser kommt bei Spalte %1 nicht weiter (ein &apos;,&apos; außerhalb von [ ] oder { }?); keine Proxy-Konfiguration</translation>
    </message>
    <message>
        <source>more than %1 nodes; not a proxy config</source>
        <translation>mehr als %1 Knoten; keine Proxy-Konfiguration</translation>
    </message>
</context>
<context>
    <name>ringlab-cli</name>
    <message>
        <source>Usage: ringlab-cli COMMAND [options]

RingLab&apos;s engine from the command line.

Commands:
</source>
        <translation>Aufruf: ringlab-cli BEFEHL [Optionen]

RingLabs Engine auf der Kommandozeile.

Befehle:
</translation>
    </message>
    <message>
        <source>
Run &apos;ringlab-cli COMMAND --help&apos; for a command&apos;s options.
</source>
        <translation>
„ringlab-cli BEFEHL --help“ zeigt die Optionen eines Befehls.
</translation>
    </message>
    <message>
        <source>ringlab-cli: unknown command &quot;%1&quot;
</source>
        <translation>ringlab-cli: unbekannter Befehl „%1“
</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;: this command takes options only (they start with --)</source>
        <translation>unerwartetes Argument „%1“: dieser Befehl nimmt nur Optionen an (sie beginnen mit --)</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;: this command takes at most %2</source>
        <translation>unerwartetes Argument „%1“: dieser Befehl nimmt höchstens %2 an</translation>
    </message>
    <message>
        <source>Whole numbers are digits, plain or grouped by threes with commas or underscores (1000000, 1,000,000, 1_000_000); seeds also take 0x hex. Down lists: addresses, ports, #positions and ranges (127.0.0.1:9042, 9042, #3, 9040-9045, #7-#9).
</source>
        <translation>Ganze Zahlen bestehen aus Ziffern, ungetrennt oder in Dreiergruppen mit Kommas oder Unterstrichen (1000000, 1,000,000, 1_000_000); Startwerte erlauben auch 0x-hex. Listen ausgefallener Server: Adressen, Ports, #Positionen und Bereiche (127.0.0.1:9042, 9042, #3, 9040-9045, #7-#9).
</translation>
    </message>
</context>
<context>
    <name>ringlab::cli</name>
    <message>
        <source>out of memory (ulimit -v, cgroup limit or free memory); try a smaller input</source>
        <translation>Speicher erschöpft (ulimit -v, cgroup-Limit oder freier Speicher); eine kleinere Eingabe versuchen</translation>
    </message>
</context>
<context>
    <name>ringlab::cli::AdviseCommand</name>
    <message>
        <source>The proxy config to read.</source>
        <translation>Die zu lesende Proxy-Konfiguration.</translation>
    </message>
    <message>
        <source>Target: busiest server within 1+EPS of its share in 95% of rings (default 0.1).</source>
        <translation>Ziel: meistbelasteter Server innerhalb von 1+EPS seines Anteils in 95 % der Ringe (Standard 0.1).</translation>
    </message>
    <message>
        <source>Rings held in memory, for the cost (feature combinations; default 1).</source>
        <translation>Im Speicher gehaltene Ringe, für die Kosten (Feature-Kombinationen; Standard 1).</translation>
    </message>
    <message>
        <source>Machine-readable output.</source>
        <translation>Maschinenlesbare Ausgabe.</translation>
    </message>
    <message>
        <source>The upstream/backend/cluster/rule to advise on.</source>
        <translation>Der upstream/backend/cluster/die Regel, zu dem beraten werden soll.</translation>
    </message>
    <message>
        <source>Staged roll-out shares on the new ring, in percent (default 1,5,25,50,100).</source>
        <translation>Gestaffelte Umstellungsanteile auf dem neuen Ring, in Prozent (Standard 1,5,25,50,100).</translation>
    </message>
    <message>
        <source>Also compare FILE with OTHER: the fraction of keys that change server.</source>
        <translation>Außerdem FILE mit OTHER vergleichen: der Anteil der Schlüssel, die den Server wechseln.</translation>
    </message>
    <message>
        <source>Write the config with the fix applied to OUT.</source>
        <translation>Die Konfiguration mit angewandter Korrektur nach OUT schreiben.</translation>
    </message>
    <message>
        <source>FILE: give exactly one config file</source>
        <translation>FILE: geben Sie genau eine Konfigurationsdatei an</translation>
    </message>
    <message>
        <source>--steps: &quot;%1&quot; must be increasing percentages in (0, 100]</source>
        <translation>--steps: „%1“ müssen aufsteigende Prozentwerte in (0, 100] sein</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>--compare: %1</source>
        <translation>--compare: %1</translation>
    </message>
    <message>
        <source>## Generalised remap: %1 → %2

%3 of the key space changes server (%4, %5).
</source>
        <translation>## Allgemeines Remapping: %1 → %2

%3 des Schlüsselraums wechselt den Server (%4, %5).
</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exakt</translation>
    </message>
    <message>
        <source>estimated</source>
        <translation>geschätzt</translation>
    </message>
    <message>
        <source>--write-patched: there is no fix to write</source>
        <translation>--write-patched: es gibt keine Korrektur zum Schreiben</translation>
    </message>
    <message>
        <source>choose the section to advise on with --section NAME</source>
        <translation>den Abschnitt, zu dem beraten werden soll, mit --section NAME wählen</translation>
    </message>
    <message>
        <source>--write-patched: %1</source>
        <translation>--write-patched: %1</translation>
    </message>
    <message>
        <source>Read a proxy config (%1) and print the fix, its cost and its roll-out wave</source>
        <translation>Eine Proxy-Konfiguration (%1) lesen und die Korrektur, ihre Kosten und ihre Umstellungswelle ausgeben</translation>
    </message>
    <message>
        <source>%1 (default: detect).</source>
        <translation>%1 (Standard: erkennen).</translation>
    </message>
    <message>
        <source>Hosts behind %1, which name none (default %2).</source>
        <translation>Hosts hinter %1, die keine nennen (Standard %2).</translation>
    </message>
    <message>
        <source>--format: &quot;%1&quot; is not one of %2</source>
        <translation>--format: „%1“ ist nicht eines von %2</translation>
    </message>
    <message>
        <source>--hosts applies to %1 only; %2 is a %3 config (its servers are listed in it)</source>
        <translation>--hosts gilt nur für %1; %2 ist eine %3-Konfiguration (ihre Server sind darin aufgeführt)</translation>
    </message>
    <message>
        <source>Note: %1.</source>
        <translation>Hinweis: %1.</translation>
    </message>
    <message>
        <source>--epsilon: &quot;%1&quot; is outside the allowed range %2-%3</source>
        <translation>--epsilon: „%1“ liegt außerhalb des erlaubten Bereichs %2-%3</translation>
    </message>
</context>
<context>
    <name>ringlab::cli::CliServers</name>
    <message>
        <source>Algorithm: %1.</source>
        <translation>Algorithmus: %1.</translation>
    </message>
    <message>
        <source>Algorithm option name=value (repeatable).</source>
        <translation>Algorithmusoption name=wert (wiederholbar).</translation>
    </message>
    <message>
        <source>Key file, one key per line.</source>
        <translation>Schlüsseldatei, ein Schlüssel pro Zeile.</translation>
    </message>
    <message>
        <source>Generate N keys /objects/&lt;16 hex&gt; (1-%1).</source>
        <translation>N Schlüssel /objects/&lt;16 hex&gt; erzeugen (1-%1).</translation>
    </message>
    <message>
        <source>Seed for generated keys (default 1).</source>
        <translation>Startwert für erzeugte Schlüssel (Standard 1).</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>JSON statt Text ausgeben.</translation>
    </message>
    <message>
        <source>--option: &quot;%1&quot; is not of the form name=value</source>
        <translation>--option: „%1“ hat nicht die Form name=wert</translation>
    </message>
    <message>
        <source>--algorithm is required; choose one of: %1</source>
        <translation>--algorithm ist erforderlich; wählen Sie einen von: %1</translation>
    </message>
    <message>
        <source>--algorithm: unknown algorithm &quot;%1&quot;; choose one of: %2</source>
        <translation>--algorithm: unbekannter Algorithmus „%1“; wählen Sie einen von: %2</translation>
    </message>
    <message>
        <source>--servers is required (for example 127.0.0.1:9001-9100)</source>
        <translation>--servers ist erforderlich (zum Beispiel 127.0.0.1:9001-9100)</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is outside the allowed range %3-%4 (whole numbers)</source>
        <translation>--%1: „%2“ liegt außerhalb des erlaubten Bereichs %3-%4 (ganze Zahlen)</translation>
    </message>
    <message>
        <source>--keys and --generate: give one of them, not both</source>
        <translation>--keys und --generate: geben Sie eines davon an, nicht beide</translation>
    </message>
    <message>
        <source>--keys: %1</source>
        <translation>--keys: %1</translation>
    </message>
    <message>
        <source>--keys: %1 holds no keys</source>
        <translation>--keys: %1 enthält keine Schlüssel</translation>
    </message>
    <message>
        <source>give the keys: --keys FILE or --generate N</source>
        <translation>geben Sie die Schlüssel an: --keys DATEI oder --generate N</translation>
    </message>
    <message>
        <source>--%1: the list is empty</source>
        <translation>--%1: die Liste ist leer</translation>
    </message>
    <message>
        <source>Servers marked down: addresses, ports, #positions or ranges (127.0.0.1:9042, 9042, #3, 9040-9045, #7-#9).</source>
        <translation>Als ausgefallen markierte Server: Adressen, Ports, #Positionen oder Bereiche (127.0.0.1:9042, 9042, #3, 9040-9045, #7-#9).</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a whole number (allowed: %3-%4; digits, grouped by threes with commas or underscores if you like)</source>
        <translation>--%1: „%2“ ist keine ganze Zahl (erlaubt: %3-%4; Ziffern, auf Wunsch in Dreiergruppen mit Kommas oder Unterstrichen)</translation>
    </message>
    <message>
        <source>Servers: addresses, ranges (127.0.0.1:9001-9100) or a count; name=address gives a server its hash name.</source>
        <translation>Server: Adressen, Bereiche (127.0.0.1:9001-9100) oder eine Anzahl; name=address gibt einem Server seinen Hash-Namen.</translation>
    </message>
    <message>
        <source>Hash names, one per server in list order (cache-{1..100}.example:8080, - for none): the name a system hashes instead of the address (nginx server text, Envoy hostname, Varnish ident, …). Also written name=address in --servers.</source>
        <translation>Hash-Namen, einer pro Server in Listenreihenfolge (cache-{1..100}.example:8080, - für keinen): der Name, den ein System statt der Adresse hasht (nginx-server-Text, Envoy-Hostname, Varnish-ident, …). Auch als name=address in --servers angebbar.</translation>
    </message>
    <message>
        <source>One weight for all servers (5), one per server (1,2,3), or a weight for all with exceptions by address or port (*:1,9002:5).</source>
        <translation>Ein Gewicht für alle Server (5), eines pro Server (1,2,3) oder ein Gewicht für alle mit Ausnahmen nach Adresse oder Port (*:1,9002:5).</translation>
    </message>
    <message>
        <source>--weights: %1 takes no weights (every server counts once); leave --weights out</source>
        <translation>--weights: %1 kennt keine Gewichte (jeder Server zählt einfach); --weights weglassen</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a number in %3 (decimal or 0x hex)</source>
        <translation>--%1: „%2“ ist keine Zahl in %3 (dezimal oder 0x-hex)</translation>
    </message>
</context>
<context>
    <name>ringlab::cli::CompareCommand</name>
    <message>
        <source>The seed&apos;s results table (nginx, HAProxy, Envoy, Maglev, …) and a removal table.</source>
        <translation>Die Ergebnistabelle des Ausgangsartikels (nginx, HAProxy, Envoy, Maglev, …) und eine Entfernungstabelle.</translation>
    </message>
    <message>
        <source>Number of generated keys (default 1,000,000).</source>
        <translation>Anzahl erzeugter Schlüssel (Standard 1.000.000).</translation>
    </message>
    <message>
        <source>Seed for the generated keys (default 1).</source>
        <translation>Startwert für die erzeugten Schlüssel (Standard 1).</translation>
    </message>
    <message>
        <source>Keys resent for the removal table: the first N (default 200,000).</source>
        <translation>Für die Entfernungstabelle erneut gesendete Schlüssel: die ersten N (Standard 200.000).</translation>
    </message>
    <message>
        <source>--remove: name exactly one server (got %1)</source>
        <translation>--remove: nennen Sie genau einen Server (erhalten: %1)</translation>
    </message>
    <message>
        <source>Proxy and setting</source>
        <translation>Proxy und Einstellung</translation>
    </message>
    <message>
        <source>Points/server</source>
        <translation>Punkte/Server</translation>
    </message>
    <message>
        <source>Busiest</source>
        <translation>Meistbelastet</translation>
    </message>
    <message>
        <source>Quietest</source>
        <translation>Am wenigsten belastet</translation>
    </message>
    <message>
        <source>CV</source>
        <translation>VK</translation>
    </message>
    <message>
        <source>exact: busiest, CV</source>
        <translation>exakt: meistbelastet, VK</translation>
    </message>
    <message>
        <source>
Key noise alone adds a CV of about %1% (1/sqrt(keys per server)).
</source>
        <translation>
Schlüsselrauschen allein ergibt einen VK von etwa %1 % (1/sqrt(Schlüssel pro Server)).
</translation>
    </message>
    <message>
        <source>
Removing %1 (first %2 keys)

</source>
        <translation>
%1 entfernen (erste %2 Schlüssel)

</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>Keys on removed</source>
        <translation>Schlüssel auf dem entfernten</translation>
    </message>
    <message>
        <source>Servers took them</source>
        <translation>Server, die sie übernahmen</translation>
    </message>
    <message>
        <source>Largest share</source>
        <translation>Größter Anteil</translation>
    </message>
    <message>
        <source>Other keys moved</source>
        <translation>Andere verschobene Schlüssel</translation>
    </message>
    <message>
        <source>Add request columns: replay MODEL (zipf:S with S above 0 up to 10, or uniform) over the --keys keys through each setting with an LRU per server.</source>
        <translation>Anfragespalten hinzufügen: MODEL (zipf:S mit S über 0 bis 10, oder uniform) über die --keys Schlüssel durch jede Einstellung mit einem LRU pro Server wiedergeben.</translation>
    </message>
    <message>
        <source>Requests replayed per setting with --traffic (1-1,000,000,000; default 1,000,000).</source>
        <translation>Pro Einstellung wiedergegebene Anfragen mit --traffic (1-1.000.000.000; Standard 1.000.000).</translation>
    </message>
    <message>
        <source>LRU objects per server with --traffic (1-%1; default 10,000).</source>
        <translation>LRU-Objekte pro Server mit --traffic (1-%1; Standard 10.000).</translation>
    </message>
    <message>
        <source>--traffic: &quot;%1&quot; is not zipf:S (S above 0, up to %2) or uniform</source>
        <translation>--traffic: „%1“ ist weder zipf:S (S über 0, bis %2) noch uniform</translation>
    </message>
    <message>
        <source>--keys: at most %1 with --traffic (the key universe)</source>
        <translation>--keys: höchstens %1 mit --traffic (das Schlüsseluniversum)</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>
Requests: %1 over %2 keys, %3 requests, an LRU of %4 objects per server

</source>
        <translation>
Anfragen: %1 über %2 Schlüssel, %3 Anfragen, ein LRU mit %4 Objekten pro Server

</translation>
    </message>
    <message>
        <source>uniform</source>
        <translation>gleichverteilt</translation>
    </message>
    <message>
        <source>By keys</source>
        <translation>nach Schl.</translation>
    </message>
    <message>
        <source>By requests</source>
        <translation>nach Anfr.</translation>
    </message>
    <message>
        <source>Hot-key floor</source>
        <translation>Heißschl.-Min.</translation>
    </message>
    <message>
        <source>Hit ratio</source>
        <translation>Trefferquote</translation>
    </message>
    <message>
        <source>Server removed for the removal table, or none (default 127.0.0.1:9042, else the middle server of the list).</source>
        <translation>Für die Entfernungstabelle entfernter Server, oder none (Standard 127.0.0.1:9042, sonst der mittlere Server der Liste).</translation>
    </message>
    <message numerus="yes">
        <source>Results (%Ln backend(s), %1 keys)

</source>
        <translation>
            <numerusform>Ergebnisse (%Ln Backend, %1 Schlüssel)

</numerusform>
            <numerusform>Ergebnisse (%Ln Backends, %1 Schlüssel)

</numerusform>
        </translation>
    </message>
    <message>
        <source>
Points/server: %1.
</source>
        <translation>
Punkte/Server: %1.
</translation>
    </message>
    <message>
        <source>Servers (default %1).</source>
        <translation>Server (Standard %1).</translation>
    </message>
</context>
<context>
    <name>ringlab::cli::FigureCommand</name>
    <message>
        <source>the figure renderer %1 was not found (build the ringlab-figure target, or set RINGLAB_FIGURE)</source>
        <translation>der Abbildungs-Renderer %1 wurde nicht gefunden (das Ziel ringlab-figure bauen oder RINGLAB_FIGURE setzen)</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>%1 kann nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>%1 crashed</source>
        <translation>%1 ist abgestürzt</translation>
    </message>
    <message>
        <source>Render figures (%1) to PNG/SVG/PDF and tidy CSV/JSON, at a printed size (e.g. --size 3.5x2.45in) and any DPI</source>
        <translation>Abbildungen (%1) als PNG/SVG/PDF und aufgeräumtes CSV/JSON ausgeben, in Druckgröße (z. B. --size 3.5x2.45in) und beliebiger DPI</translation>
    </message>
</context>
<context>
    <name>ringlab::cli::MeasureCommand</name>
    <message>
        <source>Seed variant: %1.</source>
        <translation>Variante aus dem Ausgangsartikel: %1.</translation>
    </message>
    <message>
        <source>Key generator seed (default 1).</source>
        <translation>Startwert des Schlüsselgenerators (Standard 1).</translation>
    </message>
    <message>
        <source>Send the keys of this file (one request path per line) instead.</source>
        <translation>Stattdessen die Schlüssel dieser Datei senden (ein Anfragepfad pro Zeile).</translation>
    </message>
    <message>
        <source>Load engine: qnam (default) or raw (pipelined HTTP/1.1).</source>
        <translation>Last-Engine: qnam (Standard) oder raw (HTTP/1.1 mit Pipelining).</translation>
    </message>
    <message>
        <source>If a port is busy, use the first free range instead of failing.</source>
        <translation>Wenn ein Port belegt ist, den ersten freien Bereich verwenden, statt abzubrechen.</translation>
    </message>
    <message>
        <source>Keep the private directory with configs and logs.</source>
        <translation>Das private Verzeichnis mit Konfigurationen und Logs behalten.</translation>
    </message>
    <message>
        <source>No progress lines.</source>
        <translation>Keine Fortschrittszeilen.</translation>
    </message>
    <message>
        <source>--proxy %1 does not match --variant %2</source>
        <translation>--proxy %1 passt nicht zu --variant %2</translation>
    </message>
    <message>
        <source>--engine: unknown value &quot;%1&quot; (allowed: qnam, raw)</source>
        <translation>--engine: unbekannter Wert „%1“ (erlaubt: qnam, raw)</translation>
    </message>
    <message>
        <source>--out is required (directory for results.json and mapping.tsv)</source>
        <translation>--out ist erforderlich (Verzeichnis für results.json und mapping.tsv)</translation>
    </message>
    <message>
        <source>cannot install the signal handler</source>
        <translation>der Signal-Handler kann nicht installiert werden</translation>
    </message>
    <message>
        <source>%1 / %2 requests, %3 req/s</source>
        <translation>%1 / %2 Anfragen, %3 Anf./s</translation>
    </message>
    <message>
        <source>%1 (%2), %3 engine: %4 of %5 keys in %6 s, %7 req/s, latency p50 %8 µs p99 %9 µs</source>
        <translation>%1 (%2), Engine %3: %4 von %5 Schlüsseln in %6 s, %7 Anf./s, Latenz p50 %8 µs p99 %9 µs</translation>
    </message>
    <message>
        <source>VALID: every request 200 from a live backend, %1 rechecked keys stable</source>
        <translation>GÜLTIG: jede Anfrage 200 von einem aktiven Backend, %1 erneut geprüfte Schlüssel stabil</translation>
    </message>
    <message>
        <source>INVALID:</source>
        <translation>UNGÜLTIG:</translation>
    </message>
    <message>
        <source>wrote %1/results.json and %1/%2</source>
        <translation>%1/results.json und %1/%2 geschrieben</translation>
    </message>
    <message>
        <source>interrupted by %1: stopping every process</source>
        <translation>durch %1 unterbrochen: alle Prozesse werden gestoppt</translation>
    </message>
    <message>
        <source>ringlab-cli received %1</source>
        <translation>ringlab-cli hat %1 erhalten</translation>
    </message>
    <message>
        <source>--key-file and --keys: give one of them (keys from a file, or N generated keys), not both</source>
        <translation>--key-file und --keys: nur eines davon angeben (Schlüssel aus einer Datei oder N erzeugte Schlüssel), nicht beide</translation>
    </message>
    <message>
        <source>--key-file and --seed: the seed applies to generated keys only</source>
        <translation>--key-file und --seed: der Startwert gilt nur für erzeugte Schlüssel</translation>
    </message>
    <message>
        <source>--pipeline applies to the raw engine only (the qnam engine sends one request per connection at a time); add --engine raw or drop --pipeline</source>
        <translation>--pipeline gilt nur für die raw-Engine (die qnam-Engine sendet jeweils eine Anfrage pro Verbindung); --engine raw hinzufügen oder --pipeline weglassen</translation>
    </message>
    <message>
        <source>%1:%2: the key &quot;%3&quot; would be sent by the qnam engine as &quot;%4&quot; (Qt normalises paths: &quot;..&quot;, &quot;.&quot;, &quot;//&quot;, &quot;#&quot;, %-escapes of plain characters); use --engine raw, which sends every key byte for byte</source>
        <translation>%1:%2: der Schlüssel „%3“ würde von der qnam-Engine als „%4“ gesendet (Qt normalisiert Pfade: „..“, „.“, „//“, „#“, %-Escapes einfacher Zeichen); --engine raw verwenden, das jeden Schlüssel Byte für Byte sendet</translation>
    </message>
    <message>
        <source>--key-file: %1</source>
        <translation>--key-file: %1</translation>
    </message>
    <message>
        <source>FAILED: %1</source>
        <translation>FEHLGESCHLAGEN: %1</translation>
    </message>
    <message>
        <source>Run keys through a real %1 and record the backend of every key</source>
        <translation>Schlüssel durch einen echten %1 schicken und das Backend jedes Schlüssels aufzeichnen</translation>
    </message>
    <message>
        <source>Proxy under test: %1.</source>
        <translation>Zu testender Proxy: %1.</translation>
    </message>
    <message>
        <source>Weights: one per backend, or one for all (%1).</source>
        <translation>Gewichte: eines pro Backend oder eines für alle (%1).</translation>
    </message>
    <message>
        <source>Backends marked down: ports, addresses, #positions or ranges (9042, #3, 9040-9045, #7-#9).</source>
        <translation>Als ausgefallen markierte Backends: Ports, Adressen, #Positionen oder Bereiche (9042, #3, 9040-9045, #7-#9).</translation>
    </message>
    <message>
        <source>%1 binary (default: %1 on PATH).</source>
        <translation>%1-Programmdatei (Standard: %1 im PATH).</translation>
    </message>
    <message>
        <source>Print the results (the content of results.json) as JSON instead of the text summary.</source>
        <translation>Die Ergebnisse (den Inhalt von results.json) als JSON statt der Textzusammenfassung ausgeben.</translation>
    </message>
    <message>
        <source>--proxy: unknown value &quot;%1&quot; (allowed: %2)</source>
        <translation>--proxy: unbekannter Wert „%1“ (erlaubt: %2)</translation>
    </message>
    <message>
        <source>--proxy is required (%1), or give --variant</source>
        <translation>--proxy ist erforderlich (%1), oder geben Sie --variant an</translation>
    </message>
    <message>
        <source>--engine chooses between the HTTP engines; %1 speaks %2 and is loaded by the %2 engine (drop --engine)</source>
        <translation>--engine wählt zwischen den HTTP-Engines; %1 spricht %2 und wird von der %2-Engine belastet (--engine weglassen)</translation>
    </message>
    <message>
        <source>%1:%2: the key &quot;%3&quot; cannot be sent to %4: %5</source>
        <translation>%1:%2: der Schlüssel „%3“ kann nicht an %4 gesendet werden: %5</translation>
    </message>
    <message>
        <source>VALID: every request answered by a live backend, %1 rechecked keys stable</source>
        <translation>GÜLTIG: jede Anfrage von einem aktiven Backend beantwortet, %1 erneut geprüfte Schlüssel stabil</translation>
    </message>
    <message>
        <source>Send traffic instead of distinct keys: uniform, zipf:S (Zipf exponent S) or log:FILE (an nginx combined, HAProxy httplog or one-path-per-line access log), in order, repeated keys and all.</source>
        <translation>Verkehr statt verschiedener Schlüssel senden: uniform, zipf:S (Zipf-Exponent S) oder log:FILE (ein Zugriffslog im Format nginx combined, HAProxy httplog oder ein Pfad pro Zeile), der Reihe nach, samt wiederholter Schlüssel.</translation>
    </message>
    <message>
        <source>--traffic and --%1: give one of them (traffic sends the requests of a model or a log, --keys and --key-file send distinct keys)</source>
        <translation>--traffic und --%1: nur eines davon angeben (traffic sendet die Anfragen eines Modells oder Logs, --keys und --key-file senden verschiedene Schlüssel)</translation>
    </message>
    <message>
        <source>--traffic log:FILE sends every request of the log: --requests and --universe apply to uniform and zipf:S only</source>
        <translation>--traffic log:FILE sendet jede Anfrage des Logs: --requests und --universe gelten nur für uniform und zipf:S</translation>
    </message>
    <message>
        <source>--traffic log:FILE and --seed: the seed applies to generated traffic only</source>
        <translation>--traffic log:FILE und --seed: der Startwert gilt nur für erzeugten Verkehr</translation>
    </message>
    <message>
        <source>--requests and --universe apply to --traffic uniform|zipf:S; add --traffic or drop them</source>
        <translation>--requests und --universe gelten für --traffic uniform|zipf:S; --traffic hinzufügen oder sie weglassen</translation>
    </message>
    <message>
        <source>--requests: %1 is out of range (allowed: %2-%3)</source>
        <translation>--requests: %1 liegt außerhalb des Bereichs (erlaubt: %2-%3)</translation>
    </message>
    <message>
        <source>--universe: %1 is out of range (allowed: %2-%3)</source>
        <translation>--universe: %1 liegt außerhalb des Bereichs (erlaubt: %2-%3)</translation>
    </message>
    <message>
        <source>--option: &quot;%1&quot; is not NAME=VALUE</source>
        <translation>--option: „%1“ ist nicht NAME=VALUE</translation>
    </message>
    <message>
        <source>--option %1 is given twice</source>
        <translation>--option %1 ist zweimal angegeben</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>--weights: %1 takes no weights (every backend counts once); leave --weights out</source>
        <translation>--weights: %1 kennt keine Gewichte (jedes Backend zählt einfach); --weights weglassen</translation>
    </message>
    <message>
        <source>%1 takes no weights</source>
        <translation>%1 kennt keine Gewichte</translation>
    </message>
    <message>
        <source>%1 take no weights</source>
        <translation>%1 kennen keine Gewichte</translation>
    </message>
    <message>
        <source>Number of generated keys /objects/&lt;16 hex&gt; (default %1).</source>
        <translation>Anzahl erzeugter Schlüssel /objects/&lt;16 hex&gt; (Standard %1).</translation>
    </message>
    <message>
        <source>--traffic uniform|zipf:S: requests to send, %1-%2 (default %3).</source>
        <translation>--traffic uniform|zipf:S: zu sendende Anfragen, %1-%2 (Standard %3).</translation>
    </message>
    <message>
        <source>--traffic uniform|zipf:S: keys to draw from, %1-%2 (default %3).</source>
        <translation>--traffic uniform|zipf:S: Schlüssel, aus denen gezogen wird, %1-%2 (Standard %3).</translation>
    </message>
    <message>
        <source>HTTP backends hold every answer this many ms first, as a cache fetching from its origin does, so a request spends its time where the proxy counts it in flight (HAProxy&apos;s hash-balance-factor), %1-%2 (default %3).</source>
        <translation>HTTP-Backends halten jede Antwort zuerst so viele ms zurück, wie es ein Cache tut, der von seinem Ursprung holt, sodass eine Anfrage ihre Zeit dort verbringt, wo der Proxy sie als gleichzeitig laufend zählt (HAProxys hash-balance-factor), %1-%2 (Standard %3).</translation>
    </message>
    <message>
        <source>Keys sent a second time to check stability (default %1).</source>
        <translation>Zur Stabilitätsprüfung ein zweites Mal gesendete Schlüssel (Standard %1).</translation>
    </message>
    <message>
        <source>A request unanswered after this many ms is an error, %1-%2 (default %3).</source>
        <translation>Eine nach so vielen ms unbeantwortete Anfrage ist ein Fehler, %1-%2 (Standard %3).</translation>
    </message>
    <message>
        <source>Stop the run as failed when nothing was answered for this many ms, %1-%2 (default %3).</source>
        <translation>Den Lauf als fehlgeschlagen stoppen, wenn so viele ms lang nichts beantwortet wurde, %1-%2 (Standard %3).</translation>
    </message>
    <message>
        <source>Directory for results.json and mapping.tsv (required): new or empty, or the folder of an earlier run. An earlier run is replaced only by a complete one: the new run writes into DIR.new-XXXXXX beside it and takes DIR&apos;s place when it completes; a run that is cancelled, fails or is killed leaves DIR as it was and stays in that folder. A folder holding other files is refused.</source>
        <translation>Verzeichnis für results.json und mapping.tsv (erforderlich): neu oder leer oder der Ordner eines früheren Laufs. Ein früherer Lauf wird nur durch einen vollständigen ersetzt: der neue Lauf schreibt in DIR.new-XXXXXX daneben und tritt nach Abschluss an die Stelle von DIR; ein Lauf, der abgebrochen wird, fehlschlägt oder beendet wird, lässt DIR unverändert und bleibt in jenem Ordner. Ein Ordner mit anderen Dateien wird abgelehnt.</translation>
    </message>
    <message>
        <source>Ring option of the system, NAME=VALUE, repeatable; written into its config and given to the port that predicts it (%1). HAProxy&apos;s hash-balance-factor is the proxy&apos;s own; twemproxy&apos;s distribution picks the port (modula: twemproxy-modula).</source>
        <translation>Ring-Option des Systems, NAME=VALUE, wiederholbar; wird in seine Konfiguration geschrieben und an die Portierung übergeben, die es vorhersagt (%1). HAProxys hash-balance-factor gehört dem Proxy selbst; twemproxys distribution wählt die Portierung (modula: twemproxy-modula).</translation>
    </message>
    <message>
        <source>First backend port on 127.0.0.1 (default %1).</source>
        <translation>Erster Backend-Port auf 127.0.0.1 (Standard %1).</translation>
    </message>
    <message>
        <source>Number of backends, %1-%2 (default %3).</source>
        <translation>Anzahl der Backends, %1-%2 (Standard %3).</translation>
    </message>
    <message>
        <source>Requests (qnam) or connections (raw, memcached; sockets for DNS) in flight, %1-%2 (default %3).</source>
        <translation>Gleichzeitig laufende Anfragen (qnam) oder Verbindungen (raw, memcached; Sockets bei DNS), %1-%2 (Standard %3).</translation>
    </message>
    <message>
        <source>Raw, memcached and DNS engines: requests in flight per connection or socket, %1-%2 (default %3).</source>
        <translation>raw-, memcached- und DNS-Engines: laufende Anfragen pro Verbindung oder Socket, %1-%2 (Standard %3).</translation>
    </message>
</context>
<context>
    <name>ringlab::cli::MergeCommand</name>
    <message>
        <source>Merge simulation shards into one table</source>
        <translation>Simulations-Shards zu einer Tabelle zusammenführen</translation>
    </message>
    <message>
        <source>Per-ring result files from simulate --shard.</source>
        <translation>Ergebnisdateien pro Ring aus simulate --shard.</translation>
    </message>
    <message>
        <source>Machine-readable output.</source>
        <translation>Maschinenlesbare Ausgabe.</translation>
    </message>
    <message>
        <source>Also write the merged per-ring results to FILE.</source>
        <translation>Die zusammengeführten Ergebnisse pro Ring zusätzlich in DATEI schreiben.</translation>
    </message>
    <message>
        <source>FILE: give at least one file written by ringlab-cli simulate --shard</source>
        <translation>FILE: geben Sie mindestens eine von ringlab-cli simulate --shard geschriebene Datei an</translation>
    </message>
    <message>
        <source>FILE: %1: %2</source>
        <translation>FILE: %1: %2</translation>
    </message>
    <message>
        <source>FILE: %1</source>
        <translation>FILE: %1</translation>
    </message>
    <message>
        <source>Merge even when rings are missing (a shard not given); the output says which.</source>
        <translation>Auch zusammenführen, wenn Ringe fehlen (ein Shard nicht angegeben); die Ausgabe nennt, welche.</translation>
    </message>
    <message>
        <source>FILE: %1 holds %2 settings but %3 holds %4; shards of one sweep hold the same settings</source>
        <translation>FILE: %1 enthält %2 Einstellungen, aber %3 enthält %4; Shards eines Durchlaufs enthalten dieselben Einstellungen</translation>
    </message>
    <message>
        <source>FILE: %1 differs from %2 in %3; shards of one sweep must share every setting</source>
        <translation>FILE: %1 unterscheidet sich von %2 in %3; Shards eines Durchlaufs müssen alle Einstellungen teilen</translation>
    </message>
    <message>
        <source>%1 points, %2 servers: %3 of %4 rings (missing %5)</source>
        <translation>%1 Punkte, %2 Server: %3 von %4 Ringen (fehlend: %5)</translation>
    </message>
    <message>
        <source>FILE: rings are missing (a shard not given?): %1; give every shard, or --partial to merge what is there</source>
        <translation>FILE: Ringe fehlen (ein Shard nicht angegeben?): %1; alle Shards angeben oder --partial, um das Vorhandene zusammenzuführen</translation>
    </message>
    <message>
        <source>--out: %1</source>
        <translation>--out: %1</translation>
    </message>
    <message>
        <source>PARTIAL (--partial): %1</source>
        <translation>TEILWEISE (--partial): %1</translation>
    </message>
    <message>
        <source>%1 (%2, not %3)</source>
        <translation>%1 (%2, nicht %3)</translation>
    </message>
    <message>
        <source>all 1</source>
        <translation>alle 1</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
</context>
<context>
    <name>ringlab::cli::PredictCommand</name>
    <message>
        <source>Check a measured run (measure --out DIR) key by key against the ports</source>
        <translation>Einen gemessenen Lauf (measure --out DIR) Schlüssel für Schlüssel mit den Portierungen abgleichen</translation>
    </message>
    <message>
        <source>Run directory.</source>
        <translation>Laufverzeichnis.</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>Das Ergebnis als JSON ausgeben.</translation>
    </message>
    <message>
        <source>Mismatches to list (default 20).</source>
        <translation>Aufzulistende Abweichungen (Standard 20).</translation>
    </message>
    <message>
        <source>expected one run directory (DIR), got %1 arguments</source>
        <translation>erwartet wird ein Laufverzeichnis (DIR), erhalten: %1 Argumente</translation>
    </message>
    <message>
        <source>%1 port: %2 of %3 keys agree (%4%), %5 mismatched, %6 without a usable answer</source>
        <translation>Portierung %1: %2 von %3 Schlüsseln stimmen überein (%4 %), %5 abweichend, %6 ohne verwertbare Antwort</translation>
    </message>
    <message>
        <source>the run is INVALID: %1</source>
        <translation>der Lauf ist UNGÜLTIG: %1</translation>
    </message>
    <message>
        <source>%1 of the %2 mismatched keys went exactly where skipping their expected backend sends them</source>
        <translation>%1 der %2 abweichenden Schlüssel gingen genau dorthin, wohin sie das Überspringen ihres erwarteten Backends schickt</translation>
    </message>
    <message>
        <source>measured %1, predicted %2%3</source>
        <translation>gemessen %1, vorhergesagt %2%3</translation>
    </message>
    <message>
        <source> (skipped backend)</source>
        <translation> (übersprungenes Backend)</translation>
    </message>
    <message>
        <source>line %1 of the mapping was cut mid-write (crash or full disk) and was ignored</source>
        <translation>Zeile %1 der Zuordnung wurde beim Schreiben abgeschnitten (Absturz oder volle Platte) und wurde ignoriert</translation>
    </message>
    <message>
        <source>CHECK FAILED: %1</source>
        <translation>PRÜFUNG FEHLGESCHLAGEN: %1</translation>
    </message>
    <message>
        <source>the mapping and results.json do not match; no agreement is reported</source>
        <translation>die Zuordnung und results.json passen nicht zusammen; es wird keine Übereinstimmung angegeben</translation>
    </message>
    <message>
        <source>%1 keys reached the proxy as another path (rewritten on the way); they were checked with the path the proxy received</source>
        <translation>%1 Schlüssel erreichten den Proxy als anderer Pfad (unterwegs umgeschrieben); sie wurden mit dem Pfad geprüft, den der Proxy erhielt</translation>
    </message>
    <message>
        <source>this run bounds loads (HAProxy hash-balance-factor): a request goes to the ring&apos;s first choice only while that server is not too busy, so the %1 mismatches are requests spilled by the load in flight, not errors of the port; the run&apos;s traffic check compares them with ringcore&apos;s simulation of the rule</source>
        <translation>dieser Lauf begrenzt die Last (HAProxy hash-balance-factor): eine Anfrage geht nur so lange an die erste Wahl des Rings, wie dieser Server nicht zu stark belastet ist, daher sind die %1 Abweichungen Anfragen, die wegen der laufenden Last übergelaufen sind, keine Fehler der Portierung; die Verkehrsprüfung des Laufs vergleicht sie mit der Simulation der Regel durch ringcore</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
</context>
<context>
    <name>ringlab::cli::RemapCommand</name>
    <message>
        <source>Where a removed server&apos;s keys go (or compare two run directories).</source>
        <translation>Wohin die Schlüssel eines entfernten Servers gehen (oder zwei Laufverzeichnisse vergleichen).</translation>
    </message>
    <message>
        <source>Servers to remove: addresses, ports or #positions.</source>
        <translation>Zu entfernende Server: Adressen, Ports oder #Positionen.</translation>
    </message>
    <message>
        <source>Route keys even where an exact computation exists.</source>
        <translation>Schlüssel auch dort einzeln leiten, wo eine exakte Berechnung existiert.</translation>
    </message>
    <message>
        <source>Two run directories (normal, down) to compare.</source>
        <translation>Zwei zu vergleichende Laufverzeichnisse (normal, ausgefallen).</translation>
    </message>
    <message>
        <source>run directories: give exactly two (DIR_NORMAL DIR_DOWN) and no --algorithm, or use --algorithm with --remove</source>
        <translation>Laufverzeichnisse: geben Sie genau zwei an (DIR_NORMAL DIR_DOWN) und kein --algorithm, oder verwenden Sie --algorithm mit --remove</translation>
    </message>
    <message>
        <source>give --remove LIST or --add ADDRESS</source>
        <translation>geben Sie --remove LISTE oder --add ADRESSE an</translation>
    </message>
    <message>
        <source>--remove: %1 is already down</source>
        <translation>--remove: %1 ist bereits ausgefallen</translation>
    </message>
    <message>
        <source>%1, removing %2 (%3)
</source>
        <translation>%1, %2 wird entfernt (%3)
</translation>
    </message>
    <message>
        <source>%1 servers</source>
        <translation>%1 Server</translation>
    </message>
    <message>
        <source>exact over the hash space, %1</source>
        <translation>exakt über den Hash-Raum, %1</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>%1 Schlüssel</translation>
    </message>
    <message>
        <source>Share on the removed server(s): %1%
</source>
        <translation>Anteil auf dem/den entfernten Server(n): %1 %
</translation>
    </message>
    <message>
        <source>Share that moved between surviving servers: %1%
</source>
        <translation>Anteil, der zwischen verbleibenden Servern verschoben wurde: %1 %
</translation>
    </message>
    <message>
        <source>Keys on the removed server(s): %1
</source>
        <translation>Schlüssel auf dem/den entfernten Server(n): %1
</translation>
    </message>
    <message>
        <source>Other keys that moved: %1
</source>
        <translation>Andere verschobene Schlüssel: %1
</translation>
    </message>
    <message>
        <source>Servers that took them: %1
</source>
        <translation>Server, die sie übernahmen: %1
</translation>
    </message>
    <message>
        <source>Largest share one server took: %1% (%2)
</source>
        <translation>Größter Anteil, den ein Server übernahm: %1 % (%2)
</translation>
    </message>
    <message>
        <source>--add: %1 is already in the server list</source>
        <translation>--add: %1 ist bereits in der Serverliste</translation>
    </message>
    <message>
        <source>%1, adding %2: %3% of keys moved (ideal %4%), %5% between the servers already there
</source>
        <translation>%1, %2 wird hinzugefügt: %3 % der Schlüssel verschoben (ideal %4 %), %5 % zwischen den bereits vorhandenen Servern
</translation>
    </message>
    <message>
        <source>comparing two run directories needs the remap-runs command, which this build lacks</source>
        <translation>zum Vergleich zweier Laufverzeichnisse braucht es den Befehl remap-runs, der diesem Build fehlt</translation>
    </message>
    <message>
        <source>Instead of removing, add this server: ADDRESS or ADDRESS=WEIGHT (127.0.0.1:9101=5).</source>
        <translation>Statt zu entfernen, diesen Server hinzufügen: ADRESSE oder ADRESSE=GEWICHT (127.0.0.1:9101=5).</translation>
    </message>
    <message>
        <source>--add: &quot;%1&quot; is not one server address (host:port or [IPv6]:port)%2; give a weight as ADDRESS=WEIGHT, for example 127.0.0.1:9101=5</source>
        <translation>--add: „%1“ ist keine einzelne Serveradresse (host:port oder [IPv6]:port)%2; ein Gewicht als ADRESSE=GEWICHT angeben, zum Beispiel 127.0.0.1:9101=5</translation>
    </message>
</context>
<context>
    <name>ringlab::cli::RemapRunsCommand</name>
    <message>
        <source>Compare a normal live run with a run with servers down, measured and predicted</source>
        <translation>Einen normalen Live-Lauf mit einem Lauf mit ausgefallenen Servern vergleichen, gemessen und vorhergesagt</translation>
    </message>
    <message>
        <source>Run with every server up.</source>
        <translation>Lauf mit allen Servern aktiv.</translation>
    </message>
    <message>
        <source>Run with servers marked down.</source>
        <translation>Lauf mit als ausgefallen markierten Servern.</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>Das Ergebnis als JSON ausgeben.</translation>
    </message>
    <message>
        <source>expected two run directories (DIR_NORMAL DIR_DOWN), got %1</source>
        <translation>erwartet werden zwei Laufverzeichnisse (DIR_NORMAL DIR_DOWN), erhalten: %1</translation>
    </message>
    <message>
        <source>removed: %1; keys answered in both runs: %2</source>
        <translation>entfernt: %1; in beiden Läufen beantwortete Schlüssel: %2</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>            keys on removed  receivers  largest share  other keys moved</source>
        <translation>            Schl. auf entfernt  Empfänger  größter Anteil  andere verschoben</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>vorhergesagt</translation>
    </message>
</context>
<context>
    <name>ringlab::cli::RouteCommand</name>
    <message>
        <source>Route keys (file, generated, or one raw hash): key, hash, server.</source>
        <translation>Schlüssel leiten (Datei, erzeugt oder ein roher Hash): Schlüssel, Hash, Server.</translation>
    </message>
    <message>
        <source>Route one raw hash (decimal or 0x hex) instead of keys.</source>
        <translation>Statt Schlüsseln einen rohen Hash leiten (dezimal oder 0x-hex).</translation>
    </message>
    <message>
        <source>give exactly one of --keys FILE, --generate N or --hash H</source>
        <translation>geben Sie genau eines von --keys DATEI, --generate N oder --hash H an</translation>
    </message>
    <message>
        <source>--hash: %1 is outside %2&apos;s %3-bit hash space 0-%4</source>
        <translation>--hash: %1 liegt außerhalb des %3-Bit-Hash-Raums 0-%4 von %2</translation>
    </message>
    <message>
        <source>--keys: %1 holds no keys</source>
        <translation>--keys: %1 enthält keine Schlüssel</translation>
    </message>
</context>
<context>
    <name>ringlab::cli::SharesCommand</name>
    <message>
        <source>Each server&apos;s exact share of the hash space, busiest/quietest/CV.</source>
        <translation>Exakter Anteil jedes Servers am Hash-Raum, meistbelastet/am wenigsten belastet/VK.</translation>
    </message>
    <message>
        <source>address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>  down</source>
        <translation>  ausgefallen</translation>
    </message>
    <message>
        <source>× fair</source>
        <translation>× fairer Anteil</translation>
    </message>
    <message>
        <source>busiest %1 (%2), quietest %3 (%4), CV %5
</source>
        <translation>meistbelastet %1 (%2), am wenigsten belastet %3 (%4), VK %5
</translation>
    </message>
    <message numerus="yes">
        <source>%1 over %n server(s): %2 points, %3 bytes
</source>
        <translation>
            <numerusform>%1 über %n Server: %2 Punkte, %3 Bytes
</numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::cli::SimulateCommand</name>
    <message>
        <source>Simulate ideal rings: spread, busiest, removal, collisions</source>
        <translation>Ideale Ringe simulieren: Streuung, meistbelastet, Entfernen, Kollisionen</translation>
    </message>
    <message>
        <source>Lookup rule: next or nearest (default next).</source>
        <translation>Nachschlageregel: next oder nearest (Standard next).</translation>
    </message>
    <message>
        <source>Hash space: ideal, 32 or 64 (default ideal).</source>
        <translation>Hash-Raum: ideal, 32 oder 64 (Standard ideal).</translation>
    </message>
    <message>
        <source>auto, explicit (place every point) or exact (Dirichlet shares).</source>
        <translation>auto, explicit (jeden Punkt platzieren) oder exact (Dirichlet-Anteile).</translation>
    </message>
    <message>
        <source>Run only shard I of N (1-based, e.g. 2/8); writes per-ring results.</source>
        <translation>Nur Shard I von N ausführen (ab 1, z. B. 2/8); schreibt Ergebnisse pro Ring.</translation>
    </message>
    <message>
        <source>Write per-ring results to FILE (for ringlab-cli merge).</source>
        <translation>Ergebnisse pro Ring in DATEI schreiben (für ringlab-cli merge).</translation>
    </message>
    <message>
        <source>Also remove one server per ring: receivers and largest catcher.</source>
        <translation>Außerdem pro Ring einen Server entfernen: Empfänger und größter Empfänger.</translation>
    </message>
    <message>
        <source>Inverse question: fewest points keeping the busiest within 1+EPS in 95% of rings (EPS 0.001-10).</source>
        <translation>Umgekehrte Frage: wenigste Punkte, die den meistbelasteten in 95 % der Ringe innerhalb von 1+EPS halten (EPS 0.001-10).</translation>
    </message>
    <message>
        <source>Worker threads (0 = all cores, up to 256; default 0).</source>
        <translation>Arbeitsthreads (0 = alle Kerne, bis 256; Standard 0).</translation>
    </message>
    <message>
        <source>Machine-readable output.</source>
        <translation>Maschinenlesbare Ausgabe.</translation>
    </message>
    <message>
        <source>--rule: &quot;%1&quot; is not allowed; choose next or nearest</source>
        <translation>--rule: „%1“ ist nicht erlaubt; wählen Sie next oder nearest</translation>
    </message>
    <message>
        <source>--space: &quot;%1&quot; is not allowed; choose ideal, 32 or 64</source>
        <translation>--space: „%1“ ist nicht erlaubt; wählen Sie ideal, 32 oder 64</translation>
    </message>
    <message>
        <source>--path: &quot;%1&quot; is not allowed; choose auto, explicit or exact</source>
        <translation>--path: „%1“ ist nicht erlaubt; wählen Sie auto, explicit oder exact</translation>
    </message>
    <message>
        <source>--weights: %1 weights given for %2 servers; give exactly one per server</source>
        <translation>--weights: %1 Gewichte für %2 Server angegeben; geben Sie genau eines pro Server an</translation>
    </message>
    <message>
        <source>--shard: &quot;%1&quot; is not I/N with 1 &lt;= I &lt;= N &lt;= rings (%2)</source>
        <translation>--shard: „%1“ ist nicht I/N mit 1 &lt;= I &lt;= N &lt;= rings (%2)</translation>
    </message>
    <message>
        <source>Fewest points per server keeping the busiest of %1 servers within %2x in 95% of %3 rings (rule %4): %5 (busiest p95 %6x)
Rule of thumb 2 ln N / eps^2: %7
</source>
        <translation>Wenigste Punkte pro Server, die den meistbelasteten von %1 Servern in 95 % von %3 Ringen innerhalb von %2x halten (Regel %4): %5 (meistbelastet p95 %6x)
Faustregel 2 ln N / eps^2: %7
</translation>
    </message>
    <message>
        <source>32/64-bit spaces: which of the points on one value owns it: first (the server listed first, as nginx, pingora-ketama and HAProxy do; default) or random.</source>
        <translation>32/64-Bit-Räume: welcher der Punkte auf einem Wert ihn besitzt: first (der zuerst aufgeführte Server, wie bei nginx, pingora-ketama und HAProxy; Standard) oder random.</translation>
    </message>
    <message>
        <source>--collisions: &quot;%1&quot; is not allowed; choose first or random</source>
        <translation>--collisions: „%1“ ist nicht erlaubt; first oder random wählen</translation>
    </message>
    <message>
        <source>--out: %1</source>
        <translation>--out: %1</translation>
    </message>
    <message>
        <source>--min-points: &quot;%1&quot; is not a number in the allowed range %2-%3</source>
        <translation>--min-points: „%1“ ist keine Zahl im erlaubten Bereich %2-%3</translation>
    </message>
    <message>
        <source>Number of servers N (%1-%2; default %3).</source>
        <translation>Anzahl der Server N (%1-%2; Standard %3).</translation>
    </message>
    <message>
        <source>Points per server, comma-separated (each %1-%2; default %3).</source>
        <translation>Punkte pro Server, kommagetrennt (je %1-%2; Standard %3).</translation>
    </message>
    <message>
        <source>Weights, comma-separated, one per server (each %1-%2).</source>
        <translation>Gewichte, kommagetrennt, eines pro Server (je %1-%2).</translation>
    </message>
    <message>
        <source>Random rings per setting (%1-%2; default %3).</source>
        <translation>Zufallsringe pro Einstellung (%1-%2; Standard %3).</translation>
    </message>
    <message>
        <source>Base seed (%1; default 1).</source>
        <translation>Basis-Startwert (%1; Standard 1).</translation>
    </message>
</context>
<context>
    <name>ringlab::cli::TrafficCommand</name>
    <message>
        <source>Replay hot-key traffic through per-server LRU caches and scale events: requests, hit ratios, miss storms.</source>
        <translation>Hot-Key-Verkehr durch LRU-Caches pro Server und Skalierungsereignisse wiedergeben: Anfragen, Trefferquoten, Fehlzugriffsstürme.</translation>
    </message>
    <message>
        <source>Zipf exponent S (above 0, up to %1): key k of the universe is requested in proportion to 1/k^S. 0 is the uniform model.</source>
        <translation>Zipf-Exponent S (über 0, bis %1): Schlüssel k des Universums wird proportional zu 1/k^S angefragt. 0 ist das Gleichverteilungsmodell.</translation>
    </message>
    <message>
        <source>Every key of the universe equally popular (as --zipf 0).</source>
        <translation>Jeder Schlüssel des Universums gleich beliebt (wie --zipf 0).</translation>
    </message>
    <message>
        <source>Seed of the keys and the draws (default 1).</source>
        <translation>Startwert der Schlüssel und der Ziehungen (Standard 1).</translation>
    </message>
    <message>
        <source>Replay an access log instead: nginx combined, HAProxy&apos;s HTTP log or one path per line; read streaming.</source>
        <translation>Stattdessen ein Zugriffslog wiedergeben: nginx combined, HAProxys HTTP-Log oder ein Pfad pro Zeile; wird als Stream gelesen.</translation>
    </message>
    <message>
        <source>Also bound each cache in bytes (logs with sizes only; 0 = no byte bound).</source>
        <translation>Jeden Cache zusätzlich in Bytes begrenzen (nur Logs mit Größen; 0 = keine Byte-Grenze).</translation>
    </message>
    <message>
        <source>Scale events: &quot;remove ADDRESS@P%,add ADDRESS[=WEIGHT]@P%&quot; (P above 0 and below 100, a share of the requests).</source>
        <translation>Skalierungsereignisse: &quot;remove ADDRESS@P%,add ADDRESS[=WEIGHT]@P%&quot; (P über 0 und unter 100, ein Anteil der Anfragen).</translation>
    </message>
    <message>
        <source>Hit ratio over time in this many windows (2-%1; default 20).</source>
        <translation>Trefferquote im Zeitverlauf in so vielen Fenstern (2-%1; Standard 20).</translation>
    </message>
    <message>
        <source>No progress on stderr.</source>
        <translation>Kein Fortschritt auf stderr.</translation>
    </message>
    <message>
        <source>%1 / %2 requests</source>
        <translation>%1 / %2 Anfragen</translation>
    </message>
    <message>
        <source>interrupted by SIGINT after %1 of %2 requests: the figures above cover those</source>
        <translation>durch SIGINT nach %1 von %2 Anfragen unterbrochen: die Werte oben beziehen sich auf diese</translation>
    </message>
    <message>
        <source>give one traffic model: --zipf S, --uniform or --log FILE</source>
        <translation>ein Verkehrsmodell angeben: --zipf S, --uniform oder --log FILE</translation>
    </message>
    <message>
        <source>--%1: a log replays its own requests; leave it out with --log</source>
        <translation>--%1: ein Log gibt seine eigenen Anfragen wieder; mit --log weglassen</translation>
    </message>
    <message>
        <source>--zipf: &quot;%1&quot; is not an exponent from 0 to %2</source>
        <translation>--zipf: „%1“ ist kein Exponent von 0 bis %2</translation>
    </message>
    <message>
        <source>uniform over %1 keys, %2 requests</source>
        <translation>gleichverteilt über %1 Schlüssel, %2 Anfragen</translation>
    </message>
    <message>
        <source>Zipf(%1) over %2 keys, %3 requests</source>
        <translation>Zipf(%1) über %2 Schlüssel, %3 Anfragen</translation>
    </message>
    <message>
        <source>log %1</source>
        <translation>Log %1</translation>
    </message>
    <message>
        <source>%1, %2 servers, %3; LRU of %4 objects per server%5
</source>
        <translation>%1, %2 Server, %3; LRU mit %4 Objekten pro Server%5
</translation>
    </message>
    <message>
        <source> and %1 bytes</source>
        <translation> und %1 Bytes</translation>
    </message>
    <message>
        <source>Requests %1, hits %2, misses %3: hit ratio %4%5
</source>
        <translation>Anfragen %1, Treffer %2, Fehlzugriffe %3: Trefferquote %4%5
</translation>
    </message>
    <message>
        <source> (%1 requests no server could take)</source>
        <translation> (%1 Anfragen, die kein Server übernehmen konnte)</translation>
    </message>
    <message>
        <source>Log lines without a request URI, skipped: %1
</source>
        <translation>Logzeilen ohne Anfrage-URI, übersprungen: %1
</translation>
    </message>
    <message>
        <source>Busiest by keys %1x, busiest by requests %2x (of the mean, before any event)
</source>
        <translation>Meistbelastet nach Schlüsseln %1x, meistbelastet nach Anfragen %2x (vom Mittel, vor jedem Ereignis)
</translation>
    </message>
    <message>
        <source>Hot-key floor %1x: the hottest key (%2) draws %3 of the requests and cannot be split, so its server (%4) carries at least that, whatever the points or weights%5
</source>
        <translation>Heißschlüssel-Minimum %1x: der heißeste Schlüssel (%2) zieht %3 der Anfragen auf sich und lässt sich nicht aufteilen, daher trägt sein Server (%4) mindestens so viel, egal welche Punkte oder Gewichte%5
</translation>
    </message>
    <message>
        <source> (below 1x, so here the spread of the keys, not one key, sets the busiest)</source>
        <translation> (unter 1x, hier bestimmt also die Streuung der Schlüssel, nicht ein einzelner Schlüssel, den meistbelasteten)</translation>
    </message>
    <message>
        <source>Bounded loads: keys placed once, hottest first, with the bound on keys; the bound on requests in flight is a live measurement.
</source>
        <translation>Begrenzte Last: Schlüssel einmal zugeordnet, heißeste zuerst, mit der Grenze auf Schlüsseln; die Grenze auf laufenden Anfragen ist eine Live-Messung.
</translation>
    </message>
    <message>
        <source>The log has more than %1 distinct keys: per-key figures cover the first ones.
</source>
        <translation>Das Log hat mehr als %1 verschiedene Schlüssel: die Werte pro Schlüssel decken die ersten ab.
</translation>
    </message>
    <message>
        <source>Event %1 before request %2: %3 keys moved%4; miss storm %5 misses; hit ratio %6 before, lowest %7; %8
</source>
        <translation>Ereignis %1 vor Anfrage %2: %3 Schlüssel verschoben%4; Fehlzugriffssturm %5 Fehlzugriffe; Trefferquote %6 vorher, Tiefstwert %7; %8
</translation>
    </message>
    <message>
        <source> (%1 of the requests)</source>
        <translation> (%1 der Anfragen)</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>back within %1 points after %2 requests</source>
        <translation>nach %2 Anfragen wieder innerhalb von %1 Prozentpunkten</translation>
    </message>
    <message>
        <source>not back within %1 points before the next event or the end</source>
        <translation>vor dem nächsten Ereignis oder dem Ende nicht wieder innerhalb von %1 Prozentpunkten</translation>
    </message>
    <message>
        <source>Keys in the universe U (1-%1; default %2): /objects/&lt;16 hex&gt; keys of --seed.</source>
        <translation>Schlüssel im Universum U (1-%1; Standard %2): /objects/&lt;16 hex&gt;-Schlüssel aus --seed.</translation>
    </message>
    <message>
        <source>Requests to replay R (1-%1; default %2).</source>
        <translation>Wiederzugebende Anfragen R (1-%1; Standard %2).</translation>
    </message>
    <message>
        <source>LRU capacity per server in objects (1-%1; default %2).</source>
        <translation>LRU-Kapazität pro Server in Objekten (1-%1; Standard %2).</translation>
    </message>
</context>
<context>
    <name>ringlab::figureoptions</name>
    <message>
        <source>Experiment file (default: the embedded default experiment).</source>
        <translation>Experimentdatei (Vorgabe: das eingebaute Standardexperiment).</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Output folder (default: figures).</source>
        <translation>Ausgabeordner (Vorgabe: figures).</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Comma-separated: png, svg, pdf, csv, json (default: all five).</source>
        <translation>Kommagetrennt: png, svg, pdf, csv, json (Vorgabe: alle fünf).</translation>
    </message>
    <message>
        <source>list</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Base font size in points, 5–36 (default: suited to the size, 8 pt for a column).</source>
        <translation>Grundschriftgröße in Punkt, 5–36 (Vorgabe: passend zur Größe, 8 pt für eine Spalte).</translation>
    </message>
    <message>
        <source>pt</source>
        <translation>pt</translation>
    </message>
    <message>
        <source>PNG resolution, 36–1200 (default 300); the layout does not change with it.</source>
        <translation>PNG-Auflösung, 36–1200 (Vorgabe 300); das Layout ändert sich dadurch nicht.</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Leave the title out (the article&apos;s caption carries it).</source>
        <translation>Den Titel weglassen (die Bildunterschrift des Artikels trägt ihn).</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>Live run folder (with results.json, as measure --out or the Live page writes it) for the live figure; all includes it when given.</source>
        <translation>Live-Lauf-Ordner (mit results.json, wie measure --out oder die Live-Seite ihn schreibt) für die Live-Abbildung; all schließt sie ein, wenn angegeben.</translation>
    </message>
    <message>
        <source>ring, spread, removal, compare, advisor, live (a saved live run, --run), traffic (the Traffic page&apos;s charts for the experiment&apos;s traffic settings), gallery (published figures reproduced, with captions) or all (every kind but traffic, and live only with --run)</source>
        <translation>ring, spread, removal, compare, advisor, live (ein gespeicherter Live-Lauf, --run), traffic (die Diagramme der Seite „Verkehr“ für die Verkehrseinstellungen des Experiments), gallery (veröffentlichte Abbildungen nachgebildet, mit Beschriftungen) oder all (alle Arten außer traffic, und live nur mit --run)</translation>
    </message>
    <message>
        <source>Proxy config the advisor figure advises on (any format advise reads, detected from the file; default: an nginx upstream with the experiment&apos;s servers and hash $request_uri consistent).</source>
        <translation>Proxy-Konfiguration für die Berater-Abbildung (jedes Format, das advise liest, am Inhalt erkannt; Standard: ein nginx-upstream mit den Servern des Experiments und hash $request_uri consistent).</translation>
    </message>
    <message>
        <source>Servers in the spread sweep, %1 (default: the experiment&apos;s).</source>
        <translation>Server im Streuungs-Durchlauf, %1 (Vorgabe: die des Experiments).</translation>
    </message>
    <message>
        <source>Largest points per server in the sweep, %1 (default %2).</source>
        <translation>Größte Punktzahl pro Server im Durchlauf, %1 (Vorgabe %2).</translation>
    </message>
    <message>
        <source>Printed size: WxH with in, mm, pt or px (px = 1/96 in), e.g. 7x4.5in, 89x60mm, 504x324pt, 672x432; or a preset: column (3.5x2.45in, 8 pt), double (7.2x4.5in, 9 pt), slide (13.33x7.5in, 18 pt), or a journal&apos;s: acm-column (3.33 in wide), acm-double (7 in), ieee-column (3.5 in), ieee-double (7.16 in), lncs (4.8 in), elsevier-single (90 mm), elsevier-1.5 (140 mm), elsevier-double (190 mm). Default: double.</source>
        <translation>Druckgröße: BxH in in, mm, pt oder px (px = 1/96 in), z. B. 7x4.5in, 89x60mm, 504x324pt, 672x432; oder eine Vorgabe: column (3,5x2,45 in, 8 pt), double (7,2x4,5 in, 9 pt), slide (13,33x7,5 in, 18 pt), oder die einer Zeitschrift: acm-column (3,33 in breit), acm-double (7 in), ieee-column (3,5 in), ieee-double (7,16 in), lncs (4,8 in), elsevier-single (90 mm), elsevier-1.5 (140 mm), elsevier-double (190 mm). Standard: double.</translation>
    </message>
    <message>
        <source>Draw every series (the Spread charts&apos; markers of every system) even where they do not fit the size; by default a figure that is too small for them shows the experiment&apos;s system and the ideal curves.</source>
        <translation>Jede Reihe zeichnen (die Markierungen jedes Systems in den Spread-Diagrammen), auch wo sie nicht in die Größe passen; sonst zeigt eine Abbildung, die dafür zu klein ist, das System des Experiments und die idealen Kurven.</translation>
    </message>
    <message>
        <source>Rings per setting in the spread sweep, %1 (default %2).</source>
        <translation>Ringe pro Einstellung im Streuungs-Durchlauf, %1 (Vorgabe %2).</translation>
    </message>
</context>
<context>
    <name>ringlab::gui</name>
    <message>
        <source>--%1: &quot;%2&quot; is out of range (allowed %3–%4)</source>
        <translation>--%1: „%2“ liegt außerhalb des Bereichs (erlaubt %3–%4)</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::AboutDialog</name>
    <message>
        <source>About RingLab</source>
        <translation>Über RingLab</translation>
    </message>
    <message>
        <source>&lt;li&gt;%1: not found on PATH (live runs with it are unavailable)&lt;/li&gt;</source>
        <translation>&lt;li&gt;%1: nicht im PATH gefunden (Live-Läufe damit sind nicht möglich)&lt;/li&gt;</translation>
    </message>
    <message>
        <source>&lt;li&gt;%1: %2 — %3&lt;/li&gt;</source>
        <translation>&lt;li&gt;%1: %2 — %3&lt;/li&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;RingLab %1&lt;/h2&gt;&lt;p&gt;See, measure and explain how consistent hashing spreads keys over servers.&lt;/p&gt;&lt;p&gt;Built with Qt %2, running on Qt %3.&lt;/p&gt;&lt;p&gt;Proxies for live runs:&lt;/p&gt;&lt;ul&gt;%4&lt;/ul&gt;</source>
        <translation>&lt;h2&gt;RingLab %1&lt;/h2&gt;&lt;p&gt;Sehen, messen und erklären, wie konsistentes Hashing Schlüssel auf Server verteilt.&lt;/p&gt;&lt;p&gt;Gebaut mit Qt %2, läuft mit Qt %3.&lt;/p&gt;&lt;p&gt;Proxys für Live-Läufe:&lt;/p&gt;&lt;ul&gt;%4&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>wird geprüft…</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::AdvisorFigureKind</name>
    <message>
        <source>--config: %1</source>
        <translation>--config: %1</translation>
    </message>
    <message>
        <source>no config format offers an example config</source>
        <translation>kein Konfigurationsformat bietet eine Beispielkonfiguration an</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::AdvisorPage</name>
    <message>
        <source>Detect</source>
        <translation>Automatisch erkennen</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Advise</source>
        <translation>Beraten</translation>
    </message>
    <message>
        <source>Export Markdown…</source>
        <translation>Markdown exportieren…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>PDF exportieren…</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>ε</source>
        <translation>ε</translation>
    </message>
    <message>
        <source>Istio pods</source>
        <translation>Istio-Pods</translation>
    </message>
    <message>
        <source>Advisor</source>
        <translation>Berater</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>Wird bearbeitet…</translation>
    </message>
    <message>
        <source>Cannot advise: %1</source>
        <translation>Beratung nicht möglich: %1</translation>
    </message>
    <message>
        <source>No fix found</source>
        <translation>Keine Korrektur gefunden</translation>
    </message>
    <message>
        <source>No change needed</source>
        <translation>Keine Änderung nötig</translation>
    </message>
    <message>
        <source>Load per server, busiest first (1.0 = fair share)</source>
        <translation>Last pro Server, meistbelasteter zuerst (1,0 = fairer Anteil)</translation>
    </message>
    <message>
        <source>today</source>
        <translation>heute</translation>
    </message>
    <message>
        <source>with the fix</source>
        <translation>mit der Korrektur</translation>
    </message>
    <message>
        <source>1 + ε</source>
        <translation>1 + ε</translation>
    </message>
    <message>
        <source>server rank</source>
        <translation>Serverrang</translation>
    </message>
    <message>
        <source>share / fair share</source>
        <translation>Anteil / fairer Anteil</translation>
    </message>
    <message>
        <source>There is no report to export yet</source>
        <translation>Es gibt noch keinen Bericht zum Exportieren</translation>
    </message>
    <message>
        <source>RingLab advice</source>
        <translation>RingLab-Empfehlung</translation>
    </message>
    <message>
        <source>Open a proxy config</source>
        <translation>Eine Proxy-Konfiguration öffnen</translation>
    </message>
    <message>
        <source>Configs (*.conf *.cfg *.yaml *.yml);;All files (*)</source>
        <translation>Konfigurationen (*.conf *.cfg *.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>PDF exportieren</translation>
    </message>
    <message>
        <source>Export Markdown</source>
        <translation>Markdown exportieren</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Nach %1 exportiert</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>The file has several sections; choose the one to advise on</source>
        <translation>Die Datei hat mehrere Abschnitte; einen für die Beratung wählen</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Abschnitt</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>choose another section with the Section list above the config</source>
        <translation>einen anderen Abschnitt mit der Liste „Abschnitt“ über der Konfiguration wählen</translation>
    </message>
    <message>
        <source>%1 refuses %2 %3 (%4): %5</source>
        <translation>%1 lehnt %2 %3 ab (%4): %5</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <source>Target ε (0.01–2): the busiest server within 1+ε of its fair share in 95% of rings</source>
        <translation>Ziel ε (0,01–2): der meistbelastete Server innerhalb von 1+ε seines fairen Anteils in 95 % der Ringe</translation>
    </message>
    <message>
        <source>Pods behind an Istio DestinationRule (it names none); 1–100,000</source>
        <translation>Pods hinter einer Istio-DestinationRule (sie nennt keine); 1–100.000</translation>
    </message>
    <message>
        <source>The config&apos;s format: detected from its text, or %1</source>
        <translation>Das Format der Konfiguration: aus ihrem Text erkannt, oder %1</translation>
    </message>
    <message>
        <source>Paste %1 here, or open a file.</source>
        <translation>%1 hier einfügen oder eine Datei öffnen.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 servers</source>
        <translation>%1 Server</translation>
    </message>
    <message>
        <source>ε = %1</source>
        <translation>ε = %1</translation>
    </message>
    <message>
        <source>%1; fix: %2</source>
        <translation>%1; Korrektur: %2</translation>
    </message>
    <message>
        <source>%1 (RingLab&apos;s reader). %2 refuses it too: %3</source>
        <translation>%1 (Leser von RingLab). Auch %2 lehnt ihn ab: %3</translation>
    </message>
    <message>
        <source>%1 (RingLab&apos;s reader; %2 accepts this section)</source>
        <translation>%1 (Leser von RingLab; %2 akzeptiert diesen Abschnitt)</translation>
    </message>
    <message>
        <source>%1 (RingLab&apos;s reader). %2</source>
        <translation>%1 (Leser von RingLab). %2</translation>
    </message>
    <message>
        <source>No change needed today; for the next server change: %1</source>
        <translation>Heute keine Änderung nötig; für die nächste Serveränderung: %1</translation>
    </message>
    <message>
        <source>Rings in memory</source>
        <translation>Ringe im Speicher</translation>
    </message>
    <message>
        <source>Rings held in memory (one per feature combination), a multiplier of the cost; not the rings simulated for the spread; 1–1,000,000</source>
        <translation>Im Speicher gehaltene Ringe (einer je Feature-Kombination), ein Faktor der Kosten; nicht die für die Streuung simulierten Ringe; 1–1.000.000</translation>
    </message>
    <message>
        <source>No fix found: %1 (what to do instead: see “The fix” below)</source>
        <translation>Keine Korrektur gefunden: %1 (was stattdessen zu tun ist: siehe „Die Korrektur“ unten)</translation>
    </message>
    <message>
        <source>it holds binary data (a zero byte at offset %1)</source>
        <translation>es enthält Binärdaten (ein Null-Byte bei Offset %1)</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>es ist kein UTF-8-Text</translation>
    </message>
    <message>
        <source>it holds binary data (control character %1 at character %2)</source>
        <translation>es enthält Binärdaten (Steuerzeichen %1 bei Zeichen %2)</translation>
    </message>
    <message>
        <source>%1 was not opened: %2. The Advisor reads a proxy config, which is text.</source>
        <translation>%1 wurde nicht geöffnet: %2. Der Berater liest eine Proxy-Konfiguration, und die ist Text.</translation>
    </message>
    <message>
        <source>Replace the text?</source>
        <translation>Den Text ersetzen?</translation>
    </message>
    <message>
        <source>Replace the text you pasted or edited with %1? Your text is not saved anywhere.</source>
        <translation>Den eingefügten oder bearbeiteten Text durch %1 ersetzen? Ihr Text wird nirgends gespeichert.</translation>
    </message>
    <message>
        <source>%1 (if the mode is tcp: the text does not say; the report answers for mode http too)</source>
        <translation>%1 (falls der Modus tcp ist: der Text sagt es nicht; der Bericht antwortet auch für mode http)</translation>
    </message>
    <message>
        <source>With the fix this exact ring&apos;s busiest server is at %1, today&apos;s at %2: today&apos;s ring is a lucky draw (only %3 of rings of its size stay within %4). The fix is for the next server change: then %5 of rings stay within it.</source>
        <translation>Mit der Korrektur liegt der meistbelastete Server dieses genauen Rings bei %1, heute bei %2: der heutige Ring ist ein Glückstreffer (nur %3 der Ringe dieser Größe bleiben innerhalb von %4). Die Korrektur ist für die nächste Serveränderung: dann bleiben %5 der Ringe innerhalb davon.</translation>
    </message>
    <message>
        <source>with the fix (for the next server change)</source>
        <translation>mit der Korrektur (für die nächste Serveränderung)</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::BackendBarsView</name>
    <message numerus="yes">
        <source>Backends (%n), keys each; dashed: fair share</source>
        <translation>
            <numerusform>Backend (%n), Schlüssel pro Backend; gestrichelt: fairer Anteil</numerusform>
            <numerusform>Backends (%n), Schlüssel pro Backend; gestrichelt: fairer Anteil</numerusform>
        </translation>
    </message>
    <message>
        <source>Keys per backend in the live run</source>
        <translation>Schlüssel pro Backend im Live-Lauf</translation>
    </message>
    <message>
        <source>Backend (1 = base port)</source>
        <translation>Backend (1 = Basisport)</translation>
    </message>
    <message>
        <source>Keys answered</source>
        <translation>Beantwortete Schlüssel</translation>
    </message>
    <message>
        <source>Keys per backend</source>
        <translation>Schlüssel pro Backend</translation>
    </message>
    <message>
        <source>Busiest</source>
        <translation>Meistbelastet</translation>
    </message>
    <message>
        <source>Quietest</source>
        <translation>Am wenigsten belastet</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Ausgefallen</translation>
    </message>
    <message>
        <source>Keys answered (dashed: fair share %1)</source>
        <translation>Beantwortete Schlüssel (gestrichelt: fairer Anteil %1)</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::CompareChart</name>
    <message>
        <source>Load / fair share (measured with the keys)</source>
        <translation>Last / fairer Anteil (mit den Schlüsseln gemessen)</translation>
    </message>
    <message>
        <source>Busiest server</source>
        <translation>Meistbelasteter Server</translation>
    </message>
    <message>
        <source>Quietest server</source>
        <translation>Am wenigsten belasteter Server</translation>
    </message>
    <message>
        <source>1 + CV (spread)</source>
        <translation>1 + VK (Streuung)</translation>
    </message>
    <message>
        <source>Spread of every algorithm</source>
        <translation>Streuung aller Algorithmen</translation>
    </message>
    <message>
        <source>Keys (%)</source>
        <translation>Schlüssel (%)</translation>
    </message>
    <message>
        <source>Largest receiver&apos;s share of the removed server&apos;s keys</source>
        <translation>Anteil des größten Empfängers an den Schlüsseln des entfernten Servers</translation>
    </message>
    <message>
        <source>Other keys moved between surviving servers, share of all keys</source>
        <translation>Andere zwischen verbleibenden Servern verschobene Schlüssel, Anteil an allen Schlüsseln</translation>
    </message>
    <message>
        <source>Removal of %1: where its keys go</source>
        <translation>Entfernen von %1: wohin seine Schlüssel gehen</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::CompareFigureKind</name>
    <message>
        <source>compare table</source>
        <translation>Vergleichstabelle</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::ComparePage</name>
    <message>
        <source>Spread of every algorithm</source>
        <translation>Streuung aller Algorithmen</translation>
    </message>
    <message>
        <source>Removal of one server</source>
        <translation>Entfernen eines Servers</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>%1 servers, %2 keys (seed %3); removal: %4 with the first %5 keys</source>
        <translation>%1 Server, %2 Schlüssel (Startwert %3); Entfernen: %4 mit den ersten %5 Schlüsseln</translation>
    </message>
    <message>
        <source>Routing keys through every algorithm…</source>
        <translation>Schlüssel werden durch alle Algorithmen geleitet …</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message numerus="yes">
        <source>%n setting(s) compared.</source>
        <translation>
            <numerusform>%n Einstellung verglichen.</numerusform>
            <numerusform>%n Einstellungen verglichen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Spread: every algorithm on the experiment&apos;s servers</source>
        <translation>Streuung: alle Algorithmen auf den Servern des Experiments</translation>
    </message>
    <message>
        <source>Removed:</source>
        <translation>Entfernt:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>The server removed in the removal table (one of the experiment&apos;s enabled servers)</source>
        <translation>Der in der Entfernungstabelle entfernte Server (einer der aktivierten Server des Experiments)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Every row gives all servers one weight (1, or the weight its name gives): the experiment&apos;s own weights are not used here; the Numbers panel and the Ring page use them.</source>
        <translation>Jede Zeile gibt allen Servern ein Gewicht (1 oder das in ihrem Namen genannte): die eigenen Gewichte des Experiments werden hier nicht verwendet; der Bereich „Kennzahlen“ und die Ring-Seite verwenden sie.</translation>
    </message>
    <message>
        <source>The experiment has %1 keys; Compare routes at least %2.</source>
        <translation>Das Experiment hat %1 Schlüssel; der Vergleich verteilt mindestens %2.</translation>
    </message>
    <message>
        <source>The experiment has %1 keys; Compare routes the first %2 (a sample: the shares of the rest follow the same hash).</source>
        <translation>Das Experiment hat %1 Schlüssel; der Vergleich verteilt die ersten %2 (eine Stichprobe: die Anteile der übrigen folgen demselben Hash).</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::CompareRemovalModel</name>
    <message>
        <source>Proxy and setting</source>
        <translation>Proxy und Einstellung</translation>
    </message>
    <message>
        <source>Keys on the removed server</source>
        <translation>Schlüssel auf dem entfernten Server</translation>
    </message>
    <message>
        <source>Servers that took them</source>
        <translation>Server, die sie übernahmen</translation>
    </message>
    <message>
        <source>Largest taker</source>
        <translation>Größter Empfänger</translation>
    </message>
    <message>
        <source>Other keys moved</source>
        <translation>Andere verschobene Schlüssel</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::CompareResultsModel</name>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Proxy and setting</source>
        <translation>Proxy und Einstellung</translation>
    </message>
    <message>
        <source>Points per server</source>
        <translation>Punkte pro Server</translation>
    </message>
    <message>
        <source>Busiest server</source>
        <translation>Meistbelasteter Server</translation>
    </message>
    <message>
        <source>Quietest server</source>
        <translation>Am wenigsten belasteter Server</translation>
    </message>
    <message>
        <source>CV</source>
        <translation>VK</translation>
    </message>
    <message>
        <source>Busiest (exact)</source>
        <translation>Meistbelastet (exakt)</translation>
    </message>
    <message>
        <source>CV (exact)</source>
        <translation>VK (exakt)</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>%1 keeps no points: it computes each key&apos;s server from the server list alone (nothing to count here).</source>
        <translation>%1 speichert keine Punkte: es berechnet den Server jedes Schlüssels allein aus der Serverliste (hier gibt es nichts zu zählen).</translation>
    </message>
    <message>
        <source>%1 routes with a lookup table: %2 slots per server, not points on a ring.</source>
        <translation>%1 verteilt über eine Nachschlagetabelle: %2 Slots pro Server, keine Punkte auf einem Ring.</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::ExperimentChangeCommand</name>
    <message>
        <source>change servers</source>
        <translation>Server ändern</translation>
    </message>
    <message>
        <source>remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>restore %1</source>
        <translation>%1 wiederherstellen</translation>
    </message>
    <message>
        <source>weight of %1 %2 → %3</source>
        <translation>Gewicht von %1 %2 → %3</translation>
    </message>
    <message numerus="yes">
        <source>change weights of %n server(s)</source>
        <translation>
            <numerusform>Gewicht von %n Server ändern</numerusform>
            <numerusform>Gewichte von %n Servern ändern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>change %n server(s)</source>
        <translation>
            <numerusform>%n Server ändern</numerusform>
            <numerusform>%n Server ändern</numerusform>
        </translation>
    </message>
    <message>
        <source>add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>algorithm %1 → %2</source>
        <translation>Algorithmus %1 → %2</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>change options</source>
        <translation>Optionen ändern</translation>
    </message>
    <message>
        <source>keys %1 → %2</source>
        <translation>Schlüssel %1 → %2</translation>
    </message>
    <message>
        <source>seed %1 → %2</source>
        <translation>Startwert %1 → %2</translation>
    </message>
    <message>
        <source>change key file</source>
        <translation>Schlüsseldatei ändern</translation>
    </message>
    <message>
        <source>change Traffic settings</source>
        <translation>Verkehrseinstellungen ändern</translation>
    </message>
    <message>
        <source>change title</source>
        <translation>Titel ändern</translation>
    </message>
    <message>
        <source>change experiment</source>
        <translation>Experiment ändern</translation>
    </message>
    <message>
        <source>points per server</source>
        <translation>Punkte pro Server</translation>
    </message>
    <message>
        <source>option %1</source>
        <translation>Option %1</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::ExperimentPanel</name>
    <message>
        <source>100, or 127.0.0.1:9001-9100, or a,b,c</source>
        <translation>100 oder 127.0.0.1:9001-9100 oder a,b,c</translation>
    </message>
    <message>
        <source>e.g. 9042 or 127.0.0.1:9042</source>
        <translation>z. B. 9042 oder 127.0.0.1:9042</translation>
    </message>
    <message>
        <source>Keys routed for the key dots and per-server key counts (0 to 1,000,000,000)</source>
        <translation>Geleitete Schlüssel für die Schlüsselpunkte und Schlüsselzahlen pro Server (0 bis 1.000.000.000)</translation>
    </message>
    <message>
        <source>Points per server, 1 to 100,000 (logarithmic)</source>
        <translation>Punkte pro Server, 1 bis 100.000 (logarithmisch)</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>&amp;Algorithmus:</translation>
    </message>
    <message>
        <source>&amp;Servers:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>&amp;Weights:</source>
        <translation>&amp;Gewichte:</translation>
    </message>
    <message>
        <source>&amp;Down:</source>
        <translation>Aus&amp;gefallen:</translation>
    </message>
    <message>
        <source>&amp;Points per server:</source>
        <translation>&amp;Punkte pro Server:</translation>
    </message>
    <message>
        <source>&amp;Keys:</source>
        <translation>Sc&amp;hlüssel:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>Start&amp;wert:</translation>
    </message>
    <message>
        <source>%1 sets its own point count (through weights or its options)</source>
        <translation>%1 legt seine Punktzahl selbst fest (über Gewichte oder seine Optionen)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a number; allowed %3 to %4</source>
        <translation>%1: „%2“ ist keine Zahl; erlaubt %3 bis %4</translation>
    </message>
    <message>
        <source>%1: %2 is outside the allowed range %3 to %4</source>
        <translation>%1: %2 liegt außerhalb des erlaubten Bereichs %3 bis %4</translation>
    </message>
    <message>
        <source>%1: %2 must be a whole number</source>
        <translation>%1: %2 muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>keys: &quot;%1&quot; is not allowed; enter a whole number from 0 to 1,000,000,000</source>
        <translation>keys: „%1“ ist nicht erlaubt; geben Sie eine ganze Zahl von 0 bis 1.000.000.000 ein</translation>
    </message>
    <message>
        <source>seed: &quot;%1&quot; is not allowed; enter a whole number from 0 to 18446744073709551615</source>
        <translation>seed: „%1“ ist nicht erlaubt; geben Sie eine ganze Zahl von 0 bis 18446744073709551615 ein</translation>
    </message>
    <message>
        <source>The scheme that maps keys to servers; its own options appear below it</source>
        <translation>Das Verfahren, das Schlüssel auf Server abbildet; seine eigenen Optionen erscheinen darunter</translation>
    </message>
    <message>
        <source>1, or 1,2,3, or *:1, 9042:5</source>
        <translation>1, oder 1,2,3, oder *:1, 9042:5</translation>
    </message>
    <message>
        <source>Seed of the key generator: a whole number from 0 to 18446744073709551615</source>
        <translation>Startwert des Schlüsselgenerators: eine ganze Zahl von 0 bis 18446744073709551615</translation>
    </message>
    <message>
        <source>This algorithm has no weights: only %1 is allowed</source>
        <translation>Dieser Algorithmus hat keine Gewichte: nur %1 ist erlaubt</translation>
    </message>
    <message>
        <source>One weight for every server (1), one per server (1,2,3), or a default with exceptions by port, address or #position (*:1, 9042:5); whole numbers %1 to %2</source>
        <translation>Ein Gewicht für alle Server (1), eines pro Server (1,2,3) oder ein Standardwert mit Ausnahmen nach Port, Adresse oder #Position (*:1, 9042:5); ganze Zahlen von %1 bis %2</translation>
    </message>
    <message>
        <source>%1 (one of: %2)</source>
        <translation>%1 (eines von: %2)</translation>
    </message>
    <message>
        <source>%1 (%2 to %3%4)</source>
        <translation>%1 (%2 bis %3%4)</translation>
    </message>
    <message>
        <source>, whole numbers</source>
        <translation>, ganze Zahlen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln points per unit of weight</source>
        <translation>
            <numerusform>%Ln Punkt pro Gewichtseinheit</numerusform>
            <numerusform>%Ln Punkte pro Gewichtseinheit</numerusform>
        </translation>
    </message>
    <message>
        <source>Servers marked down, comma-separated: a port (9042), an address (127.0.0.1:9042), a position (#3, 1 to the number of servers) or a range (9040-9045, #7-#9); empty: none</source>
        <translation>Als ausgefallen markierte Server, kommagetrennt: ein Port (9042), eine Adresse (127.0.0.1:9042), eine Position (#3, 1 bis Anzahl der Server) oder ein Bereich (9040-9045, #7-#9); leer: keine</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not allowed; give 1-255 bytes of printable text without spaces (default %3)</source>
        <translation>%1: „%2“ ist nicht erlaubt; geben Sie 1-255 Bytes druckbaren Text ohne Leerzeichen an (Standard %3)</translation>
    </message>
    <message>
        <source>A count from 1 to 100,000 (servers 127.0.0.1:9001 …), an address range such as 127.0.0.1:9001-9100, or a comma-separated list of host:port addresses. A server hashed by a name is written name=address (cache-1=10.0.0.1:8080, 90=127.0.0.1:90): nginx, Varnish, Caddy, Traffic Server, twemproxy and Envoy with use-hostname-for-hashing hash the name</source>
        <translation>Eine Anzahl von 1 bis 100.000 (Server 127.0.0.1:9001 …), ein Adressbereich wie 127.0.0.1:9001-9100 oder eine kommagetrennte Liste von host:port-Adressen. Ein über einen Namen gehashter Server wird name=address geschrieben (cache-1=10.0.0.1:8080, 90=127.0.0.1:90): nginx, Varnish, Caddy, Traffic Server, twemproxy und Envoy mit use-hostname-for-hashing hashen den Namen</translation>
    </message>
    <message>
        <source>%1 has no ring points: it routes through a lookup table of slots</source>
        <translation>%1 hat keine Ringpunkte, sondern eine Nachschlagetabelle mit Slots</translation>
    </message>
    <message>
        <source>%1 has no points: it decides each key&apos;s server from the server list alone</source>
        <translation>%1 hat keine Punkte: der Server jedes Schlüssels folgt allein aus der Serverliste</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::ExportDialog</name>
    <message>
        <source>Export figure</source>
        <translation>Abbildung exportieren</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG-Bild</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>SVG-Zeichnung</translation>
    </message>
    <message>
        <source>PDF page</source>
        <translation>PDF-Seite</translation>
    </message>
    <message>
        <source>CSV data</source>
        <translation>CSV-Daten</translation>
    </message>
    <message>
        <source>JSON data</source>
        <translation>JSON-Daten</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>DPI (PNG):</source>
        <translation>DPI (PNG):</translation>
    </message>
    <message>
        <source>Nothing to export yet.</source>
        <translation>Noch nichts zu exportieren.</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1-Dateien (*.%2)</translation>
    </message>
    <message>
        <source>Export all figures</source>
        <translation>Alle Abbildungen exportieren</translation>
    </message>
    <message>
        <source>No figure has been computed yet.</source>
        <translation>Es wurde noch keine Abbildung berechnet.</translation>
    </message>
    <message>
        <source>Export all figures into</source>
        <translation>Alle Abbildungen exportieren nach</translation>
    </message>
    <message>
        <source>Figure:</source>
        <translation>Abbildung:</translation>
    </message>
    <message>
        <source>Single column (3.5 × 2.45 in, 8 pt)</source>
        <translation>Einspaltig (3,5 × 2,45 in, 8 pt)</translation>
    </message>
    <message>
        <source>Double column (7.2 × 4.5 in, 9 pt)</source>
        <translation>Zweispaltig (7,2 × 4,5 in, 9 pt)</translation>
    </message>
    <message>
        <source>Slide (13.33 × 7.5 in, 18 pt)</source>
        <translation>Folie (13,33 × 7,5 in, 18 pt)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
    <message>
        <source>in</source>
        <translation>in</translation>
    </message>
    <message>
        <source>mm</source>
        <translation>mm</translation>
    </message>
    <message>
        <source>pt</source>
        <translation>pt</translation>
    </message>
    <message>
        <source>px (1/96 in)</source>
        <translation>px (1/96 in)</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>Width × height:</source>
        <translation>Breite × Höhe:</translation>
    </message>
    <message>
        <source>Font size:</source>
        <translation>Schriftgröße:</translation>
    </message>
    <message>
        <source>PNG: %1 × %2 pixels; the layout is the same at every DPI.</source>
        <translation>PNG: %1 × %2 Pixel; das Layout ist bei jeder DPI gleich.</translation>
    </message>
    <message numerus="yes">
        <source>It needs more than the height given: written as %n parts (one file each), the first %1 × %2.</source>
        <translation>
            <numerusform>Sie braucht mehr als die angegebene Höhe: geschrieben als %n Teil (eine Datei je Teil), der erste %1 × %2.</numerusform>
            <numerusform>Sie braucht mehr als die angegebene Höhe: geschrieben als %n Teile (eine Datei je Teil), der erste %1 × %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>ACM, single column (3.33 in wide)</source>
        <translation>ACM, einspaltig (3,33 in breit)</translation>
    </message>
    <message>
        <source>ACM, double column (7 in wide)</source>
        <translation>ACM, zweispaltig (7 in breit)</translation>
    </message>
    <message>
        <source>IEEE, single column (3.5 in wide)</source>
        <translation>IEEE, einspaltig (3,5 in breit)</translation>
    </message>
    <message>
        <source>IEEE, double column (7.16 in wide)</source>
        <translation>IEEE, zweispaltig (7,16 in breit)</translation>
    </message>
    <message>
        <source>Springer LNCS, text width (12.2 cm)</source>
        <translation>Springer LNCS, Satzspiegelbreite (12,2 cm)</translation>
    </message>
    <message>
        <source>Elsevier, single column (90 mm)</source>
        <translation>Elsevier, einspaltig (90 mm)</translation>
    </message>
    <message>
        <source>Elsevier, 1.5 columns (140 mm)</source>
        <translation>Elsevier, 1,5 Spalten (140 mm)</translation>
    </message>
    <message>
        <source>Elsevier, double column (190 mm)</source>
        <translation>Elsevier, zweispaltig (190 mm)</translation>
    </message>
    <message>
        <source>%1: a vector drawing of %2 × %3 in (%4 × %5 pt); the DPI does not apply.</source>
        <translation>%1: eine Vektorgrafik von %2 × %3 in (%4 × %5 pt); die DPI gelten hier nicht.</translation>
    </message>
    <message>
        <source>%1: the figure&apos;s numbers as a table; the size does not apply.</source>
        <translation>%1: die Zahlen der Abbildung als Tabelle; die Größe gilt hier nicht.</translation>
    </message>
    <message>
        <source>The table is drawn at %1 pt to fit the size.</source>
        <translation>Die Tabelle wird in %1 pt gezeichnet, damit sie in die Größe passt.</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::Figure</name>
    <message>
        <source>RingLab %1</source>
        <translation>RingLab %1</translation>
    </message>
    <message numerus="yes">
        <source>%n more series in the CSV and JSON (all drawn with --all-series or at a larger size)</source>
        <translation>
            <numerusform>%n weitere Reihe in CSV und JSON (alle gezeichnet mit --all-series oder in einer größeren Größe)</numerusform>
            <numerusform>%n weitere Reihen in CSV und JSON (alle gezeichnet mit --all-series oder in einer größeren Größe)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::FigureBatchExport</name>
    <message>
        <source>An export of all figures is already running.</source>
        <translation>Ein Export aller Abbildungen läuft bereits.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Computing: %1</source>
        <translation>Wird berechnet: %1</translation>
    </message>
    <message>
        <source>No figure has been computed yet.</source>
        <translation>Es wurde noch keine Abbildung berechnet.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) could not be written: %1</source>
        <translation>
            <numerusform>%n Datei konnte nicht geschrieben werden: %1</numerusform>
            <numerusform>%n Dateien konnten nicht geschrieben werden: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::FigureButton</name>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Export this figure (PNG, SVG, PDF, CSV, JSON) or copy it</source>
        <translation>Diese Abbildung exportieren (PNG, SVG, PDF, CSV, JSON) oder kopieren</translation>
    </message>
    <message>
        <source>Export figure…</source>
        <translation>Abbildung exportieren …</translation>
    </message>
    <message>
        <source>Copy to clipboard</source>
        <translation>In die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Export all figures…</source>
        <translation>Alle Abbildungen exportieren …</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::FigureExporter</name>
    <message>
        <source>Width %1 px is out of range (allowed %2–%3).</source>
        <translation>Breite %1 px liegt außerhalb des Bereichs (erlaubt %2–%3).</translation>
    </message>
    <message>
        <source>Height %1 px is out of range (allowed %2–%3).</source>
        <translation>Höhe %1 px liegt außerhalb des Bereichs (erlaubt %2–%3).</translation>
    </message>
    <message>
        <source>DPI %1 is out of range (allowed %2–%3).</source>
        <translation>DPI %1 liegt außerhalb des Bereichs (erlaubt %2–%3).</translation>
    </message>
    <message>
        <source>Nothing to export yet.</source>
        <translation>Noch nichts zu exportieren.</translation>
    </message>
    <message>
        <source>Cannot start the SVG writer for %1.</source>
        <translation>Der SVG-Schreiber für %1 kann nicht gestartet werden.</translation>
    </message>
    <message>
        <source>Cannot start the PDF writer for %1.</source>
        <translation>Der PDF-Schreiber für %1 kann nicht gestartet werden.</translation>
    </message>
    <message>
        <source>Unknown export format.</source>
        <translation>Unbekanntes Exportformat.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>DPI %1 at %2 makes a %3×%4 pixel image; the largest side allowed is %5 pixels (lower the DPI or the size).</source>
        <translation>DPI %1 bei %2 ergibt ein Bild mit %3×%4 Pixeln; die größte erlaubte Seitenlänge ist %5 Pixel (DPI oder Größe verringern).</translation>
    </message>
    <message>
        <source>Cannot encode %1 as PNG.</source>
        <translation>%1 kann nicht als PNG kodiert werden.</translation>
    </message>
    <message>
        <source>a %1×%2 pixel PNG</source>
        <translation>ein PNG mit %1×%2 Pixeln</translation>
    </message>
    <message>
        <source>%1: %2; lower the DPI or the size.</source>
        <translation>%1: %2; DPI oder Größe senken.</translation>
    </message>
    <message>
        <source>%1: out of memory for a %2×%3 pixel PNG; lower the DPI or the size.</source>
        <translation>%1: nicht genug Speicher für ein PNG mit %2×%3 Pixeln; DPI oder Größe senken.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not fit %2 × %3 in at %4 pt: it needs %5 in of height at that width and font (--size %6x%7in).</source>
        <translation>„%1“ passt nicht in %2 × %3 in bei %4 pt: bei dieser Breite und Schrift braucht es %5 in Höhe (--size %6x%7in).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not fit %2 in wide at %3 pt even %4 in tall: give a wider size.</source>
        <translation>„%1“ passt nicht in %2 in Breite bei %3 pt, selbst nicht %4 in hoch: eine breitere Größe wählen.</translation>
    </message>
    <message>
        <source>The largest font that fits %1 × %2 in is %3 pt.</source>
        <translation>Die größte Schrift, die in %1 × %2 in passt, ist %3 pt.</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::FigureProgress</name>
    <message>
        <source>%1: started %2 ago, no estimate yet</source>
        <translation>%1: vor %2 gestartet, noch keine Schätzung</translation>
    </message>
    <message>
        <source>%1: %2 % after %3, about %4 left</source>
        <translation>%1: %2 % nach %3, noch etwa %4</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::FigureRenderer</name>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 von %3)</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::FigureRequest</name>
    <message>
        <source>--experiment: %1: %2</source>
        <translation>--experiment: %1: %2</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::FigureSize</name>
    <message>
        <source>%1: %2 %3 %4 is out of range (allowed %5–%6 %4)</source>
        <translation>%1: %2 %3 %4 liegt außerhalb des Bereichs (erlaubt %5–%6 %4)</translation>
    </message>
    <message>
        <source>width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>font size</source>
        <translation>Schriftgröße</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a size; write WxH with in, mm, pt or px (e.g. 7x4.5in, 89x60mm, 504x324pt, 672x432) or one of %3</source>
        <translation>%1: „%2“ ist keine Größe; BxH mit in, mm, pt oder px angeben (z. B. 7x4.5in, 89x60mm, 504x324pt, 672x432) oder eines von %3</translation>
    </message>
    <message>
        <source>%1 × %2 in, %3 pt</source>
        <translation>%1 × %2 in, %3 pt</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::FigureTool</name>
    <message>
        <source>Renders RingLab&apos;s figures headless.</source>
        <translation>Erzeugt die Abbildungen von RingLab ohne Bildschirm.</translation>
    </message>
    <message>
        <source>KIND: &quot;%1&quot; is not one of %2</source>
        <translation>KIND: „%1“ ist nicht eines von %2</translation>
    </message>
    <message>
        <source>--formats: &quot;%1&quot; is not one of %2</source>
        <translation>--formats: „%1“ ist nicht eines von %2</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>KIND: only one kind, got &quot;%1&quot;</source>
        <translation>KIND: nur eine Art, erhalten: „%1“</translation>
    </message>
    <message>
        <source>--font: &quot;%1&quot; is not a number of points (allowed %2–%3)</source>
        <translation>--font: „%1“ ist keine Schriftgröße in Punkt (erlaubt %2–%3)</translation>
    </message>
    <message>
        <source>--formats: &quot;%1&quot; names no format; give one or more of %2, separated by commas</source>
        <translation>--formats: „%1“ nennt kein Format; eines oder mehrere von %2 angeben, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>--experiment: %1</source>
        <translation>--experiment: %1</translation>
    </message>
    <message>
        <source>%1: does not fit %2 × %3 in even at 6 pt; the figure says how much more room it needs</source>
        <translation>%1: passt auch bei 6 pt nicht auf %2 × %3 in; die Abbildung nennt, wie viel mehr Platz sie braucht</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: caption left out of the drawing so that it fits %2 × %3 in (it is in the JSON, the SVG&apos;s &lt;desc&gt; and the PNG&apos;s Description)</source>
        <translation>%1: Bildunterschrift aus der Zeichnung weggelassen, damit sie in %2 × %3 in passt (sie steht im JSON, in der &lt;desc&gt; des SVG und in der Description des PNG)</translation>
    </message>
    <message>
        <source>%1: RingLab&apos;s version left out of the caption so that it fits %2 × %3 in (it is in the JSON)</source>
        <translation>%1: RingLabs Version aus der Bildunterschrift weggelassen, damit sie in %2 × %3 in passt (sie steht im JSON)</translation>
    </message>
    <message>
        <source>%1: %2 at %3 pt so that every row fits %4 × %5 in</source>
        <translation>%1: %2 in %3 pt, damit jede Zeile in %4 × %5 in passt</translation>
    </message>
    <message>
        <source>one file per format</source>
        <translation>eine Datei pro Format</translation>
    </message>
    <message>
        <source>%1 files per format</source>
        <translation>%1 Dateien pro Format</translation>
    </message>
    <message>
        <source>no figure kind &quot;%1&quot; is registered</source>
        <translation>keine Abbildungsart „%1“ ist registriert</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::GalleryDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Export all…</source>
        <translation>Alle exportieren…</translation>
    </message>
    <message>
        <source>Gallery of published figures</source>
        <translation>Galerie veröffentlichter Abbildungen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s) computed.</source>
        <translation>
            <numerusform>%n Abbildung berechnet.</numerusform>
            <numerusform>%n Abbildungen berechnet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Computing the published figures with RingLab&apos;s code (a minute or two)…</source>
        <translation>Die veröffentlichten Abbildungen werden mit RingLabs Code berechnet (ein bis zwei Minuten)…</translation>
    </message>
    <message>
        <source>Computing: %1</source>
        <translation>Wird berechnet: %1</translation>
    </message>
    <message>
        <source>Export the gallery into</source>
        <translation>Galerie exportieren nach</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) written (single-column size, 300 dpi).</source>
        <translation>
            <numerusform>%n Datei geschrieben (einspaltige Größe, 300 dpi).</numerusform>
            <numerusform>%n Dateien geschrieben (einspaltige Größe, 300 dpi).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::GalleryFigureKind</name>
    <message>
        <source>Computing the gallery (published figures reproduced)…</source>
        <translation>Die Galerie wird berechnet (veröffentlichte Abbildungen nachgebildet)…</translation>
    </message>
    <message>
        <source>gallery</source>
        <translation>Galerie</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::HeatmapPainter</name>
    <message numerus="yes">
        <source>Receiving server (%n server(s))</source>
        <translation>
            <numerusform>Empfangender Server (%n Server)</numerusform>
            <numerusform>Empfangender Server (%n Server)</numerusform>
        </translation>
    </message>
    <message>
        <source>Removed server</source>
        <translation>Entfernter Server</translation>
    </message>
    <message>
        <source>Share of the removed server&apos;s keys</source>
        <translation>Anteil der Schlüssel des entfernten Servers</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::HeatmapView</name>
    <message>
        <source>Removed %1 → %2: %3% of its keys</source>
        <translation>%1 entfernt → %2: %3 % seiner Schlüssel</translation>
    </message>
    <message numerus="yes">
        <source>Row: %n receiver(s), largest %1%, %2% of all keys moved between survivors</source>
        <translation>
            <numerusform>Zeile: %n Empfänger, größter %1 %, %2 % aller Schlüssel zwischen Verbleibenden verschoben</numerusform>
            <numerusform>Zeile: %n Empfänger, größter %1 %, %2 % aller Schlüssel zwischen Verbleibenden verschoben</numerusform>
        </translation>
    </message>
    <message>
        <source>Receiving server</source>
        <translation>Empfangender Server</translation>
    </message>
    <message>
        <source>Removed server</source>
        <translation>Entfernter Server</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::LessonBook</name>
    <message>
        <source>1. One point per server</source>
        <translation>1. Ein Punkt pro Server</translation>
    </message>
    <message>
        <source>Lesson 1: one point per server</source>
        <translation>Lektion 1: ein Punkt pro Server</translation>
    </message>
    <message>
        <source>Click the widest arc of the outer band (or the top row of the table).</source>
        <translation>Klicken Sie auf den breitesten Bogen des äußeren Bands (oder die oberste Zeile der Tabelle).</translation>
    </message>
    <message>
        <source>&lt;p&gt;The gaps between random points are not equal: they are roughly exponentially distributed, lots of slivers and a few huge arcs. The formula sqrt((N−1)/(N·k+1)) predicts a CV of &lt;b&gt;%1&lt;/b&gt; for k = 1: the noise is as big as the signal.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Lücken zwischen zufälligen Punkten sind nicht gleich: sie sind grob exponentialverteilt, viele schmale Splitter und ein paar riesige Bögen. Die Formel sqrt((N−1)/(N·k+1)) sagt für k = 1 einen VK von &lt;b&gt;%1&lt;/b&gt; voraus: das Rauschen ist so groß wie das Signal.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The busiest server, %1, owns %2 of the circle: %3 its fair share. Nobody made a mistake; this is what one random point per server gives.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der meistbelastete Server, %1, besitzt %2 des Kreises: %3 seines fairen Anteils. Niemand hat einen Fehler gemacht; so viel ergibt ein Zufallspunkt pro Server.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>2. Virtual points and the 1/√k law</source>
        <translation>2. Virtuelle Punkte und das 1/√k-Gesetz</translation>
    </message>
    <message>
        <source>Lesson 2: virtual points</source>
        <translation>Lektion 2: virtuelle Punkte</translation>
    </message>
    <message>
        <source>Drag the points-per-server slider to 1,000 or more and watch the CV.</source>
        <translation>Ziehen Sie den Regler für Punkte pro Server auf 1.000 oder mehr und beobachten Sie den VK.</translation>
    </message>
    <message>
        <source>k = %1 → %2&lt;br&gt;</source>
        <translation>k = %1 → %2&lt;br&gt;</translation>
    </message>
    <message>
        <source>3. Weights multiply points</source>
        <translation>3. Gewichte vervielfachen Punkte</translation>
    </message>
    <message>
        <source>Lesson 3: weights</source>
        <translation>Lektion 3: Gewichte</translation>
    </message>
    <message>
        <source>Select a server and press &quot;Weight…&quot; to change its weight.</source>
        <translation>Wählen Sie einen Server und drücken Sie „Gewicht…“, um sein Gewicht zu ändern.</translation>
    </message>
    <message>
        <source>%1: weight %2, %3 points, share %4 (fair %5)&lt;br&gt;</source>
        <translation>%1: Gewicht %2, %3 Punkte, Anteil %4 (fair %5)&lt;br&gt;</translation>
    </message>
    <message>
        <source>4. When a server leaves</source>
        <translation>4. Wenn ein Server geht</translation>
    </message>
    <message>
        <source>Lesson 4: a server leaves</source>
        <translation>Lektion 4: ein Server geht</translation>
    </message>
    <message>
        <source>Select a server and press &quot;Remove server&quot; (or right-click it on the ring).</source>
        <translation>Wählen Sie einen Server und drücken Sie „Server entfernen“ (oder klicken Sie ihn im Ring mit rechts an).</translation>
    </message>
    <message>
        <source>5. Modulo versus consistent hashing</source>
        <translation>5. Modulo gegen konsistentes Hashing</translation>
    </message>
    <message>
        <source>Lesson 5: modulo</source>
        <translation>Lektion 5: Modulo</translation>
    </message>
    <message>
        <source>Remove any server and count the magenta keys.</source>
        <translation>Entfernen Sie einen beliebigen Server und zählen Sie die magentafarbenen Schlüssel.</translation>
    </message>
    <message>
        <source>6. HAProxy&apos;s nearest-point rule</source>
        <translation>6. HAProxys Regel „nächstgelegener Punkt“</translation>
    </message>
    <message>
        <source>Lesson 6: HAProxy</source>
        <translation>Lektion 6: HAProxy</translation>
    </message>
    <message>
        <source>Type a key above the ring and press Enter (or double-click the circle) to watch both directions.</source>
        <translation>Geben Sie über dem Ring einen Schlüssel ein und drücken Sie die Eingabetaste (oder doppelklicken Sie auf den Kreis), um beide Richtungen zu sehen.</translation>
    </message>
    <message>
        <source>&lt;p&gt;HAProxy places %1 points per server at weight 1, and a key goes to the &lt;b&gt;nearer&lt;/b&gt; of the two neighbouring points, not simply the next one. Each point then owns half of the gap on either side, and averaging two gaps roughly halves the variance.&lt;/p&gt;</source>
        <translation>&lt;p&gt;HAProxy platziert bei Gewicht 1 %1 Punkte pro Server, und ein Schlüssel geht zum &lt;b&gt;näheren&lt;/b&gt; der beiden Nachbarpunkte, nicht einfach zum nächsten. Jeder Punkt besitzt dann die Hälfte der Lücke auf beiden Seiten, und die Mittelung zweier Lücken halbiert ungefähr die Varianz.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A next-point ring with k = %1 would have a CV of about %2; with k = %3 about %4.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein Ring mit Regel „nächster Punkt“ und k = %1 hätte einen VK von etwa %2; mit k = %3 etwa %4.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The two arcs show the distance to the next and to the previous point; the shorter one wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die beiden Bögen zeigen den Abstand zum nächsten und zum vorherigen Punkt; der kürzere gewinnt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>7. Envoy&apos;s ring and its rescaling</source>
        <translation>7. Envoys Ring und seine Neuskalierung</translation>
    </message>
    <message>
        <source>Lesson 7: Envoy ring hash</source>
        <translation>Lektion 7: Envoy-Ring-Hash</translation>
    </message>
    <message>
        <source>Remove a host and look for magenta keys: they moved between hosts that stayed.</source>
        <translation>Entfernen Sie einen Host und suchen Sie magentafarbene Schlüssel: sie wurden zwischen Hosts verschoben, die geblieben sind.</translation>
    </message>
    <message>
        <source>8. Cloudflare&apos;s side of the curve</source>
        <translation>8. Cloudflares Seite der Kurve</translation>
    </message>
    <message>
        <source>Lesson 8: too many points</source>
        <translation>Lektion 8: zu viele Punkte</translation>
    </message>
    <message>
        <source>Drag the points slider to 10,000 or more: what did the extra memory buy?</source>
        <translation>Ziehen Sie den Punkte-Regler auf 10.000 oder mehr: was hat der zusätzliche Speicher gebracht?</translation>
    </message>
    <message>
        <source>&lt;p&gt;Expected colliding pairs in a 32-bit space: %1 for these %2 points; for Cloudflare&apos;s 2,048 servers × 100,000 points, %3 pairs, and %4 of the points land on a taken value.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Erwartete kollidierende Paare in einem 32-Bit-Raum: %1 für diese %2 Punkte; für Cloudflares 2.048 Server × 100.000 Punkte %3 Paare, und %4 der Punkte landen auf einem bereits belegten Wert.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;Every server is hashed to &lt;b&gt;one&lt;/b&gt; point of the circle, and a key belongs to the first point clockwise from it. With %n servers the fair share is %1 each.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Jeder Server wird auf &lt;b&gt;einen&lt;/b&gt; Punkt des Kreises gehasht, und ein Schlüssel gehört zum ersten Punkt im Uhrzeigersinn von ihm aus. Bei %n Servern beträgt der faire Anteil je %1.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Jeder Server wird auf &lt;b&gt;einen&lt;/b&gt; Punkt des Kreises gehasht, und ein Schlüssel gehört zum ersten Punkt im Uhrzeigersinn von ihm aus. Bei %n Servern beträgt der faire Anteil je %1.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;Now, at k = %1, the measured CV is %2 and the formula predicts %3; the busiest server is down to %4. The price: %5 points in the ring instead of %6.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jetzt, bei k = %1, ist der gemessene VK %2 und die Formel sagt %3 voraus; der meistbelastete Server ist auf %4 gesunken. Der Preis: %5 Punkte im Ring statt %6.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Servers are not identical. The Ketama answer: more weight, proportionally more points. Weight does not split a fixed budget; it multiplies it.&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Server sind nicht identisch. Die Antwort von Ketama: mehr Gewicht, proportional mehr Punkte. Gewicht teilt kein festes Budget auf; es vervielfacht es.&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;Total: &lt;b&gt;%1 points for %n servers&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Insgesamt: &lt;b&gt;%1 Punkte für %n Server&lt;/b&gt;.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Insgesamt: &lt;b&gt;%1 Punkte für %n Server&lt;/b&gt;.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;After the change, %1 has weight %2 and %3 points (share %4, fair %5).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Nach der Änderung hat %1 Gewicht %2 und %3 Punkte (Anteil %4, fair %5).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The ring now holds %1 points, and the busiest server carries %2 its weighted fair share.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Ring enthält jetzt %1 Punkte, und der meistbelastete Server trägt %2 seines gewichteten fairen Anteils.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Against the weights before the change: </source>
        <translation>&lt;p&gt;Gegenüber den Gewichten vor der Änderung: </translation>
    </message>
    <message>
        <source> A weight change moves keys between servers that all stay (magenta).&lt;/p&gt;</source>
        <translation> Eine Gewichtsänderung verschiebt Schlüssel zwischen Servern, die alle bleiben (magenta).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No server has left yet: 0 of %1 keys moved.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Noch ist kein Server gegangen: 0 von %1 Schlüsseln wurden verschoben.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;Measured against the same %n servers before the removal: </source>
        <translation>
            <numerusform>&lt;p&gt;Gemessen gegenüber denselben %n Servern vor dem Entfernen: </numerusform>
            <numerusform>&lt;p&gt;Gemessen gegenüber denselben %n Servern vor dem Entfernen: </numerusform>
        </translation>
    </message>
    <message>
        <source> %1 of them moved between servers that are still there (magenta). On a cache tier every one of them is a miss.&lt;/p&gt;</source>
        <translation> %1 davon wurden zwischen Servern verschoben, die noch da sind (magenta). In einer Cache-Schicht ist jeder davon ein Fehlzugriff.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1: the next point clockwise is %2 of the circle away, the previous one %3; the nearer one belongs to %4, which serves the key.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1: der nächste Punkt im Uhrzeigersinn ist %2 des Kreises entfernt, der vorherige %3; der nähere gehört zu %4, der den Schlüssel bedient.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>This spot</source>
        <translation>Diese Stelle</translation>
    </message>
    <message>
        <source>&lt;p&gt;Envoy sizes the ring for all hosts together: a ring of %1 points split over %2 hosts gives %3 points each. Remove one and the %4 left get ceil(%1 / %4) = &lt;b&gt;%5&lt;/b&gt; each, so every survivor gains points, and those points take keys from other survivors.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Envoy bemisst den Ring für alle Hosts gemeinsam: ein Ring mit %1 Punkten, verteilt auf %2 Hosts, ergibt je %3 Punkte. Wird einer entfernt, bekommen die verbleibenden %4 je ceil(%1 / %4) = &lt;b&gt;%5&lt;/b&gt;, also gewinnt jeder Verbleibende Punkte, und diese Punkte nehmen anderen Verbleibenden Schlüssel weg.&lt;/p&gt;</translation>
    </message>
    <message>
        <source> %1 keys left the removed host, and &lt;b&gt;%2&lt;/b&gt; keys moved between hosts that stayed. Consistent hashing keeps its promise only while the points per host do not change.&lt;/p&gt;</source>
        <translation> %1 Schlüssel verließen den entfernten Host, und &lt;b&gt;%2&lt;/b&gt; Schlüssel wurden zwischen Hosts verschoben, die geblieben sind. Konsistentes Hashing hält sein Versprechen nur, solange sich die Punkte pro Host nicht ändern.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;This ring holds %1 points in %2 (the Numbers panel&apos;s figure: %3 bytes a point plus the addresses). pingora-ketama v2 packs a point into %3 bytes; v1&apos;s padded point takes %4 bytes, %5 for the same points.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dieser Ring enthält %1 Punkte in %2 (der Wert im Bereich „Kennzahlen“: %3 Bytes pro Punkt plus die Adressen). pingora-ketama v2 packt einen Punkt in %3 Bytes; der aufgefüllte Punkt von v1 belegt %4 Bytes, %5 für dieselben Punkte.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Points cost memory and, with 32-bit hashes, collisions. At k = %1:&lt;/p&gt;</source>
        <translation>&lt;p&gt;Punkte kosten Speicher und, bei 32-Bit-Hashes, Kollisionen. Bei k = %1:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Now, at k = %1, the CV is %2 (formula %3), against %4 (formula %5) at k = %6.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jetzt, bei k = %1, beträgt der VK %2 (Formel %3), gegenüber %4 (Formel %5) bei k = %6.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The gains are in the second decimal place; the memory bill is %1 times larger.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Gewinn liegt in der zweiten Nachkommastelle; die Speicherrechnung ist %1-mal höher.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>9. Hot keys</source>
        <translation>9. Heiße Schlüssel</translation>
    </message>
    <message>
        <source>Lesson 9: hot keys</source>
        <translation>Lektion 9: heiße Schlüssel</translation>
    </message>
    <message>
        <source>Raise the points per server to 1,000 or more: is the hot server any quieter?</source>
        <translation>Die Punkte pro Server auf 1.000 oder mehr erhöhen: wird der heiße Server weniger belastet?</translation>
    </message>
    <message>
        <source>Set ε (epsilon) to 0.25 or less: bounded loads let the hot key&apos;s requests spill over.</source>
        <translation>ε (epsilon) auf 0,25 oder weniger setzen: begrenzte Last lässt die Anfragen des heißen Schlüssels auf andere Server überlaufen.</translation>
    </message>
    <message>
        <source>&lt;p&gt;This lesson needs the bounded-loads ring, which is not built in.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Diese Lektion braucht den Ring mit begrenzter Last, der nicht eingebaut ist.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;Points even out the &lt;i&gt;hash space&lt;/i&gt;, not the traffic. Here %n servers with %1 points each serve %2 requests: the experiment&apos;s keys once each, and one popular key, %3, every tenth request (%4 requests).&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Punkte gleichen den &lt;i&gt;Hash-Raum&lt;/i&gt; aus, nicht den Verkehr. Hier bedienen %n Server mit je %1 Punkten %2 Anfragen: jeden Schlüssel des Experiments einmal und einen beliebten Schlüssel, %3, bei jeder zehnten Anfrage (%4 Anfragen).&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Punkte gleichen den &lt;i&gt;Hash-Raum&lt;/i&gt; aus, nicht den Verkehr. Hier bedienen %n Server mit je %1 Punkten %2 Anfragen: jeden Schlüssel des Experiments einmal und einen beliebten Schlüssel, %3, bei jeder zehnten Anfrage (%4 Anfragen).&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;All of them go to the key&apos;s one server, %1: it serves &lt;b&gt;%2&lt;/b&gt; requests where a fair share is %3, &lt;b&gt;%4&lt;/b&gt; its fair share.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Alle gehen an den einen Server des Schlüssels, %1: er bedient &lt;b&gt;%2&lt;/b&gt; Anfragen, wo ein fairer Anteil %3 wäre, also &lt;b&gt;%4&lt;/b&gt; seines fairen Anteils.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;At k = %1 the hot key&apos;s server, %2, serves %3 requests: %4 its fair share. More points cannot split one key.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Bei k = %1 bedient der Server des heißen Schlüssels, %2, %3 Anfragen: %4 seines fairen Anteils. Mehr Punkte können einen einzelnen Schlüssel nicht aufteilen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>10. How many points do you need?</source>
        <translation>10. Wie viele Punkte braucht man?</translation>
    </message>
    <message>
        <source>Lesson 10: how many points</source>
        <translation>Lektion 10: wie viele Punkte</translation>
    </message>
    <message>
        <source>Raise the points per server to the Advisor&apos;s fix, %1, and compare.</source>
        <translation>Die Punkte pro Server auf die Korrektur des Beraters, %1, erhöhen und vergleichen.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;The Advisor&apos;s screen is simulating random rings of this size…&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Der Berater simuliert Zufallsringe dieser Größe…&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The Advisor asks: in how many random rings of this size is the busiest server within 1+ε = %1 of a fair share? At k = %2 it is in %3 of %4 simulated rings; the 95th percentile busiest is %5.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Berater fragt: in wie vielen Zufallsringen dieser Größe liegt der meistbelastete Server innerhalb von 1+ε = %1 eines fairen Anteils? Bei k = %2 ist das in %3 von %4 simulierten Ringen der Fall; das 95. Perzentil des meistbelasteten Servers liegt bei %5.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;At k = %1 this ring&apos;s busiest server owns %2 its fair share (CV %3), with %4 points in %5.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Bei k = %1 besitzt der meistbelastete Server dieses Rings %2 seines fairen Anteils (VK %3), mit %4 Punkten in %5.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 keys moved (%3).</source>
        <translation>
            <numerusform>%1 von %2 Schlüsseln verschoben (%3).</numerusform>
            <numerusform>%1 von %2 Schlüsseln verschoben (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n servers, k = %1</source>
        <translation>
            <numerusform>%n Server, k = %1</numerusform>
            <numerusform>%n Server, k = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n servers</source>
        <translation>
            <numerusform>%n Server</numerusform>
            <numerusform>%n Server</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;With %4, as the Numbers panel shows: the busiest server owns &lt;b&gt;%1&lt;/b&gt; its fair share of the circle, the quietest &lt;b&gt;%2&lt;/b&gt;; the coefficient of variation (CV) is &lt;b&gt;%3&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Für %4 zeigt der Bereich „Kennzahlen“: der meistbelastete Server besitzt &lt;b&gt;%1&lt;/b&gt; seines fairen Anteils am Kreis, der am wenigsten belastete &lt;b&gt;%2&lt;/b&gt;; der Variationskoeffizient (VK) ist &lt;b&gt;%3&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Before&lt;/b&gt; (%4): the busiest server owned %1 its fair share of the circle, the quietest %2; the CV was %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Vorher&lt;/b&gt; (%4): der meistbelastete Server besaß %1 seines fairen Anteils am Kreis, der am wenigsten belastete %2; der VK war %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;After&lt;/b&gt; (%4, as the Numbers panel shows now): the busiest server owns &lt;b&gt;%1&lt;/b&gt; its fair share, the quietest &lt;b&gt;%2&lt;/b&gt;; the CV is &lt;b&gt;%3&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Nachher&lt;/b&gt; (%4, wie der Bereich „Kennzahlen“ jetzt zeigt): der meistbelastete Server besitzt &lt;b&gt;%1&lt;/b&gt; seines fairen Anteils, der am wenigsten belastete &lt;b&gt;%2&lt;/b&gt;; der VK ist &lt;b&gt;%3&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Give every server k points instead of one (&quot;server-7:0&quot;, &quot;server-7:1&quot;, …). A server&apos;s share is now a sum of k small arcs, and sums of independent pieces concentrate.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jeder Server bekommt k Punkte statt einem („server-7:0“, „server-7:1“, …). Der Anteil eines Servers ist nun eine Summe aus k kleinen Bögen, und Summen unabhängiger Stücke konzentrieren sich.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;For k = %3 the formula says %1. Every 4× more points halves the CV:&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;Für k = %3 ergibt die Formel %1. Jede Vervierfachung der Punkte halbiert den VK:&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The obvious scheme, server = hash mod N, spreads keys perfectly. But when N changes, a key stays only if hash mod N equals hash mod (N−1): about &lt;b&gt;%1&lt;/b&gt; of all keys move. A consistent ring moves only the leaving server&apos;s keys, about 1/N = &lt;b&gt;%2&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Das naheliegende Verfahren, Server = Hash mod N, verteilt Schlüssel perfekt. Aber wenn sich N ändert, bleibt ein Schlüssel nur, wenn Hash mod N gleich Hash mod (N−1) ist: etwa &lt;b&gt;%1&lt;/b&gt; aller Schlüssel werden verschoben. Ein konsistenter Ring verschiebt nur die Schlüssel des gehenden Servers, etwa 1/N = &lt;b&gt;%2&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Before&lt;/b&gt; (the lesson&apos;s setup) the ring held %1 points in %2 (%3 bytes a point plus the addresses). pingora-ketama v2 packs a point into %3 bytes; v1&apos;s padded point takes %4 bytes, %5 for the same points.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Vorher&lt;/b&gt; (der Aufbau der Lektion) enthielt der Ring %1 Punkte in %2 (%3 Bytes pro Punkt plus die Adressen). pingora-ketama v2 packt einen Punkt in %3 Bytes; der aufgefüllte Punkt von v1 belegt %4 Bytes, %5 für dieselben Punkte.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Before&lt;/b&gt; (the lesson&apos;s setup):</source>
        <translation>&lt;b&gt;Vorher&lt;/b&gt; (der Aufbau der Lektion):</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;The Advisor asks: in how many random rings of this size is the busiest server within 1+ε = %1 of a fair share? At k = %2 it is in none of the %Ln simulated rings; the 95th percentile busiest is %3.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Der Berater fragt: in wie vielen Zufallsringen dieser Größe liegt der meistbelastete Server innerhalb von 1+ε = %1 eines fairen Anteils? Bei k = %2 ist das in keinem der %Ln simulierten Ringe der Fall; das 95. Perzentil des meistbelasteten Servers liegt bei %3.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Der Berater fragt: in wie vielen Zufallsringen dieser Größe liegt der meistbelastete Server innerhalb von 1+ε = %1 eines fairen Anteils? Bei k = %2 ist das in keinem der %Ln simulierten Ringe der Fall; das 95. Perzentil des meistbelasteten Servers liegt bei %3.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%n servers, each with %1 points on the ring. When a server fails, nginx marks it &lt;i&gt;down&lt;/i&gt;: its points stay on the ring and are skipped, so each of them hands its arc to the next point clockwise whose server is up. Only its own keys move, each to the neighbour after one of its points.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;%n Server mit %1 Punkten im Ring. Fällt der Server aus, markiert nginx ihn als &lt;i&gt;ausgefallen&lt;/i&gt;: seine Punkte bleiben im Ring und werden übersprungen, sodass jeder von ihnen seinen Bogen an den nächsten Punkt im Uhrzeigersinn abgibt, dessen Server läuft. Nur seine eigenen Schlüssel werden verschoben, jeder zum Nachbarn hinter einem seiner Punkte.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;%n Server mit je %1 Punkten im Ring. Fällt ein Server aus, markiert nginx ihn als &lt;i&gt;ausgefallen&lt;/i&gt;: seine Punkte bleiben im Ring und werden übersprungen, sodass jeder von ihnen seinen Bogen an den nächsten Punkt im Uhrzeigersinn abgibt, dessen Server läuft. Nur seine eigenen Schlüssel werden verschoben, jeder zum Nachbarn hinter einem seiner Punkte.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%1 is marked down. Against the same %n servers before the removal: </source>
        <translation>
            <numerusform>&lt;p&gt;%1 ist als ausgefallen markiert. Gegenüber demselben %n Server vor dem Entfernen: </numerusform>
            <numerusform>&lt;p&gt;%1 ist als ausgefallen markiert. Gegenüber denselben %n Servern vor dem Entfernen: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> The down server held %1 keys (%2); its %3 points are skipped, and they handed those keys to %n other servers; the largest took %4 of them. Keys that moved between surviving servers: &lt;b&gt;%5&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>
            <numerusform> Der ausgefallene Server hielt %1 Schlüssel (%2); seine %3 Punkte werden übersprungen und haben diese Schlüssel an %n anderen Server übergeben; er übernahm %4 davon. Zwischen verbleibenden Servern verschobene Schlüssel: &lt;b&gt;%5&lt;/b&gt;.&lt;/p&gt;</numerusform>
            <numerusform> Der ausgefallene Server hielt %1 Schlüssel (%2); seine %3 Punkte werden übersprungen und haben diese Schlüssel an %n andere Server übergeben; der größte Empfänger übernahm %4 davon. Zwischen verbleibenden Servern verschobene Schlüssel: &lt;b&gt;%5&lt;/b&gt;.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;The ring still holds &lt;b&gt;%1&lt;/b&gt; points, as its centre and the Numbers panel say: %2 belong to servers that are up, %3 to the down server and are skipped. Envoy (lesson 7) instead takes a removed host&apos;s points off and builds a new ring.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Ring enthält weiterhin &lt;b&gt;%1&lt;/b&gt; Punkte, wie die Ringmitte und der Bereich „Kennzahlen“ zeigen: %2 gehören zu Servern, die laufen, %3 zum ausgefallenen Server und werden übersprungen. Envoy (Lektion 7) nimmt die Punkte eines entfernten Hosts dagegen heraus und baut einen neuen Ring.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Envoy&apos;s ring has at least &lt;i&gt;minimum_ring_size&lt;/i&gt; points (RingLab&apos;s option min-ring-size). This lesson sets it to &lt;b&gt;%1&lt;/b&gt;; Envoy&apos;s default is %2, which would give these %3 hosts only %4 points each.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Envoys Ring hat mindestens &lt;i&gt;minimum_ring_size&lt;/i&gt; Punkte (in RingLab die Option min-ring-size). Diese Lektion setzt den Wert auf &lt;b&gt;%1&lt;/b&gt;; Envoys Standardwert ist %2, womit diese %3 Hosts nur je %4 Punkte bekämen.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%n of the %1 points asked for landed on a 32-bit value that another point already had. The ring keeps one point per value, so it holds %2 points, and the Numbers panel writes k = %3 (%2 ÷ %4 servers).&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;%n der %1 angeforderten Punkte fiel auf einen 32-Bit-Wert, den schon ein anderer Punkt hatte. Der Ring behält je Wert nur einen Punkt, daher enthält er %2 Punkte, und der Bereich „Kennzahlen“ schreibt k = %3 (%2 ÷ %4 Server).&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;%n der %1 angeforderten Punkte fielen auf einen 32-Bit-Wert, den schon ein anderer Punkt hatte. Der Ring behält je Wert nur einen Punkt, daher enthält er %2 Punkte, und der Bereich „Kennzahlen“ schreibt k = %3 (%2 ÷ %4 Server).&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>First choice</source>
        <translation>Erste Wahl</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>× fair</source>
        <translation>× fairer Anteil</translation>
    </message>
    <message>
        <source>ε = %1</source>
        <translation>ε = %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;Its fix: the fewest points per server that pass in 95% of its simulated rings is &lt;b&gt;k ≈ %1&lt;/b&gt; (%2 of rings within, 95th percentile %3), %4 points in the ring.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Seine Korrektur: die wenigsten Punkte pro Server, die in 95 % seiner simulierten Ringe bestehen, sind &lt;b&gt;k ≈ %1&lt;/b&gt; (%2 der Ringe innerhalb, 95. Perzentil %3), %4 Punkte im Ring.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;It is an estimate: the 95% mark rests on the busiest few of %1 random rings, and another draw of rings moves it. The Spread page&apos;s search draws its own %1 rings and finds k ≈ %2 for the same %3 servers and 1+ε = %4, %5 away.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Das ist eine Schätzung: Die 95-%-Marke hängt an den wenigen meistbelasteten von %1 Zufallsringen, und eine andere Ziehung von Ringen verschiebt sie. Die Suche der Seite „Streuung“ zieht ihre eigenen %1 Ringe und findet k ≈ %2 für dieselben %3 Server und 1+ε = %4, also %5 Abstand.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With %4: the busiest server owns &lt;b&gt;%1&lt;/b&gt; its fair share of the circle, the quietest &lt;b&gt;%2&lt;/b&gt;; the coefficient of variation (CV) is &lt;b&gt;%3&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Für %4: der meistbelastete Server besitzt &lt;b&gt;%1&lt;/b&gt; seines fairen Anteils am Kreis, der am wenigsten belastete &lt;b&gt;%2&lt;/b&gt;; der Variationskoeffizient (VK) ist &lt;b&gt;%3&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;After&lt;/b&gt; (%4): the busiest server owns &lt;b&gt;%1&lt;/b&gt; its fair share, the quietest &lt;b&gt;%2&lt;/b&gt;; the CV is &lt;b&gt;%3&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Nachher&lt;/b&gt; (%4): der meistbelastete Server besitzt &lt;b&gt;%1&lt;/b&gt; seines fairen Anteils, der am wenigsten belastete &lt;b&gt;%2&lt;/b&gt;; der VK ist &lt;b&gt;%3&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The lesson started at ε = %1, where no server is ever full: every request went to its first choice, as on a plain consistent-hashing ring.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Lektion begann bei ε = %1, wo kein Server je voll ist: jede Anfrage ging an ihre erste Wahl, wie bei einem einfachen Ring mit konsistentem Hashing.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;This ring is bounded loads with ε = %1 (epsilon in the Experiment panel): a server is full only at 1+ε = %2 times its fair share, which never happens here, so every request goes to its first choice, as on a plain consistent-hashing ring.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dieser Ring nutzt begrenzte Last mit ε = %1 (epsilon im Bereich „Experiment“): ein Server ist erst bei 1+ε = %2 × seinem fairen Anteil voll, was hier nie vorkommt, daher geht jede Anfrage an ihre erste Wahl, wie bei einem einfachen Ring mit konsistentem Hashing.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;This ring is bounded loads with ε = %1: a server is full only at 1+ε = %2 times its fair share, which never happens here, so every request goes to its first choice, as on a plain consistent-hashing ring.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dieser Ring nutzt begrenzte Last mit ε = %1: ein Server ist erst bei 1+ε = %2 × seinem fairen Anteil voll, was hier nie vorkommt, daher geht jede Anfrage an ihre erste Wahl, wie bei einem einfachen Ring mit konsistentem Hashing.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 requests found their first choice full and went on clockwise to the next server with room. Servers that ended up with more requests than their first choice: %2 (the rows whose ε column is above their first-choice column).&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 Anfragen fanden ihre erste Wahl voll vor und gingen im Uhrzeigersinn weiter zum nächsten Server mit freier Kapazität. Server, die am Ende mehr Anfragen hatten, als sie als erste Wahl bekamen: %2 (die Zeilen, deren ε-Spalte über ihrer Spalte „Erste Wahl“ liegt).&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;Your experiment&apos;s %n servers that are up, with your addresses and weights, on an ideal ring with %1 points per unit of weight (nginx&apos;s default).</source>
        <translation>
            <numerusform>&lt;p&gt;Der %n aktive Server Ihres Experiments, mit Ihren Adressen und Gewichten, auf einem idealen Ring mit %1 Punkten pro Gewichtseinheit (nginx-Standard).</numerusform>
            <numerusform>&lt;p&gt;Die %n aktiven Server Ihres Experiments, mit Ihren Adressen und Gewichten, auf einem idealen Ring mit %1 Punkten pro Gewichtseinheit (nginx-Standard).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%n servers of weight 1 on an ideal ring with %1 points each (nginx&apos;s default).</source>
        <translation>
            <numerusform>&lt;p&gt;%n Server mit Gewicht 1 auf einem idealen Ring mit %1 Punkten (nginx-Standard).</numerusform>
            <numerusform>&lt;p&gt;%n Server mit Gewicht 1 auf einem idealen Ring mit je %1 Punkten (nginx-Standard).</numerusform>
        </translation>
    </message>
    <message>
        <source> Servers whose weight is not 1: %1; each has its weight times the points.</source>
        <translation> Server, deren Gewicht nicht 1 ist: %1; jeder erhält sein Gewicht mal so viele Punkte.</translation>
    </message>
    <message>
        <source> Your down servers stay down here too: %1.</source>
        <translation> Ihre ausgefallenen Server bleiben auch hier ausgefallen: %1.</translation>
    </message>
    <message>
        <source> The Spread page plots the busiest server against k; its curve falls like the CV formula, here %1.&lt;/p&gt;</source>
        <translation> Die Seite „Streuung“ trägt den meistbelasteten Server gegen k auf; ihre Kurve fällt wie die VK-Formel, hier %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Press &quot;Show me&quot; to give every server 1,000 points, and watch the CV.</source>
        <translation>Drücken Sie „Zeig es mir“, um jedem Server 1.000 Punkte zu geben, und beobachten Sie den VK.</translation>
    </message>
    <message>
        <source>&lt;p&gt;The ring still holds &lt;b&gt;%1&lt;/b&gt; points, as its centre says: %2 belong to servers that are up, %3 to the down server and are skipped. Envoy (lesson 7) instead takes a removed host&apos;s points off and builds a new ring.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Ring enthält weiterhin &lt;b&gt;%1&lt;/b&gt; Punkte, wie die Ringmitte zeigt: %2 gehören zu Servern, die laufen, %3 zum ausgefallenen Server und werden übersprungen. Envoy (Lektion 7) nimmt die Punkte eines entfernten Hosts dagegen heraus und baut einen neuen Ring.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%3 was removed. Envoy builds a new ring from the %n hosts that are up: %1 points each, &lt;b&gt;%2&lt;/b&gt; in the ring, as its centre and the Numbers panel say. The removed host&apos;s points are gone, not skipped as nginx&apos;s are in lesson 4. </source>
        <translation>
            <numerusform>&lt;p&gt;%3 wurde entfernt. Envoy baut einen neuen Ring aus dem %n aktiven Host: je %1 Punkte, &lt;b&gt;%2&lt;/b&gt; im Ring, wie die Ringmitte und der Bereich „Kennzahlen“ zeigen. Die Punkte des entfernten Hosts sind weg, nicht übersprungen wie die von nginx in Lektion 4. </numerusform>
            <numerusform>&lt;p&gt;%3 wurde entfernt. Envoy baut einen neuen Ring aus den %n aktiven Hosts: je %1 Punkte, &lt;b&gt;%2&lt;/b&gt; im Ring, wie die Ringmitte und der Bereich „Kennzahlen“ zeigen. Die Punkte des entfernten Hosts sind weg, nicht übersprungen wie die von nginx in Lektion 4. </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%3 was removed. Envoy builds a new ring from the %n hosts that are up: %1 points each, &lt;b&gt;%2&lt;/b&gt; in the ring, as its centre says. The removed host&apos;s points are gone, not skipped as nginx&apos;s are in lesson 4. </source>
        <translation>
            <numerusform>&lt;p&gt;%3 wurde entfernt. Envoy baut einen neuen Ring aus dem %n aktiven Host: je %1 Punkte, &lt;b&gt;%2&lt;/b&gt; im Ring, wie die Ringmitte zeigt. Die Punkte des entfernten Hosts sind weg, nicht übersprungen wie die von nginx in Lektion 4. </numerusform>
            <numerusform>&lt;p&gt;%3 wurde entfernt. Envoy baut einen neuen Ring aus den %n aktiven Hosts: je %1 Punkte, &lt;b&gt;%2&lt;/b&gt; im Ring, wie die Ringmitte zeigt. Die Punkte des entfernten Hosts sind weg, nicht übersprungen wie die von nginx in Lektion 4. </numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;This ring holds %1 points in %2 (%3 bytes a point plus the addresses). pingora-ketama v2 packs a point into %3 bytes; v1&apos;s padded point takes %4 bytes, %5 for the same points.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dieser Ring enthält %1 Punkte in %2 (%3 Bytes pro Punkt plus die Adressen). pingora-ketama v2 packt einen Punkt in %3 Bytes; der aufgefüllte Punkt von v1 belegt %4 Bytes, %5 für dieselben Punkte.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%n of the %1 points asked for landed on a 32-bit value that another point already had. The ring keeps one point per value, so it holds %2 points: k = %3 (%2 ÷ %4 servers).&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;%n der %1 angeforderten Punkte fiel auf einen 32-Bit-Wert, den schon ein anderer Punkt hatte. Der Ring behält pro Wert nur einen Punkt, daher enthält er %2 Punkte: k = %3 (%2 ÷ %4 Server).&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;%n der %1 angeforderten Punkte fielen auf einen 32-Bit-Wert, den schon ein anderer Punkt hatte. Der Ring behält pro Wert nur einen Punkt, daher enthält er %2 Punkte: k = %3 (%2 ÷ %4 Server).&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Press &quot;Show me&quot; to raise the points to 10,000: what did the extra memory buy?</source>
        <translation>Drücken Sie „Zeig es mir“, um die Punkte auf 10.000 zu erhöhen: was hat der zusätzliche Speicher gebracht?</translation>
    </message>
    <message>
        <source>&lt;p&gt;Requests per server, # as in the server table (★: the hot key&apos;s server, %1). That table counts keys, each once; these are requests, the hot key&apos;s %2 included:&lt;/p&gt;</source>
        <translation>&lt;p&gt;Anfragen pro Server, # wie in der Servertabelle (★: der Server des heißen Schlüssels, %1). Jene Tabelle zählt Schlüssel, jeden einmal; dies sind Anfragen, die %2 des heißen Schlüssels eingeschlossen:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Press &quot;Show me&quot; to raise the points per server to 1,000: is the hot server any quieter?</source>
        <translation>Drücken Sie „Zeig es mir“, um die Punkte pro Server auf 1.000 zu erhöhen: wird der heiße Server weniger belastet?</translation>
    </message>
    <message>
        <source>Press &quot;Show me&quot; to set ε (epsilon) to 0.25: bounded loads let the hot key&apos;s requests spill over.</source>
        <translation>Drücken Sie „Zeig es mir“, um ε (epsilon) auf 0,25 zu setzen: begrenzte Last lässt die Anfragen des heißen Schlüssels auf andere Server überlaufen.</translation>
    </message>
    <message>
        <source>&lt;p&gt;With bounded loads at ε = %1 no server takes more than (1+ε) × fair: the busiest serves %2 requests (%3), the hot key&apos;s server %4.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Mit begrenzter Last bei ε = %1 übernimmt kein Server mehr als (1+ε) × fair: der meistbelastete bedient %2 Anfragen (%3), der Server des heißen Schlüssels %4.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Press &quot;Show me&quot; to raise the points per server to the Advisor&apos;s fix, %1, and compare.</source>
        <translation>Drücken Sie „Zeig es mir“, um die Punkte pro Server auf die Korrektur des Beraters, %1, zu erhöhen, und vergleichen Sie.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;Points even out the &lt;i&gt;hash space&lt;/i&gt;, not the traffic. The lesson started with %n servers with %1 points each serving %2 requests: the experiment&apos;s keys once each, and one popular key, %3, every tenth request (%4 requests).&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Punkte gleichen den &lt;i&gt;Hash-Raum&lt;/i&gt; aus, nicht den Verkehr. Die Lektion begann mit %n Server mit je %1 Punkten, der %2 Anfragen bediente: jeden Schlüssel des Experiments einmal und einen beliebten Schlüssel, %3, bei jeder zehnten Anfrage (%4 Anfragen).&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Punkte gleichen den &lt;i&gt;Hash-Raum&lt;/i&gt; aus, nicht den Verkehr. Die Lektion begann mit %n Servern mit je %1 Punkten, die %2 Anfragen bedienten: jeden Schlüssel des Experiments einmal und einen beliebten Schlüssel, %3, bei jeder zehnten Anfrage (%4 Anfragen).&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;All of them went to the key&apos;s one server, %1: it served %2 requests where a fair share is %3, %4 its fair share.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Alle gingen an den einen Server des Schlüssels, %1: er bediente %2 Anfragen, wo ein fairer Anteil %3 ist, also %4 seines fairen Anteils.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::LiveFigureKind</name>
    <message>
        <source>--run: the live figure needs a run folder (with results.json)</source>
        <translation>--run: die Live-Abbildung braucht einen Laufordner (mit results.json)</translation>
    </message>
    <message>
        <source>--run: %1</source>
        <translation>--run: %1</translation>
    </message>
    <message>
        <source>--run: %1 counts no backend</source>
        <translation>--run: %1 zählt kein Backend</translation>
    </message>
    <message>
        <source>--run: no backend answered a key in %1: there is nothing to draw</source>
        <translation>--run: in %1 hat kein Backend einen Schlüssel beantwortet: Es gibt nichts zu zeichnen</translation>
    </message>
    <message>
        <source>%1 live run, %2 keys answered by %3 backends (%4 down); %5</source>
        <translation>%1-Live-Lauf, %2 Schlüssel beantwortet von %3 Backends (%4 ausgefallen); %5</translation>
    </message>
    <message>
        <source>valid run</source>
        <translation>gültiger Lauf</translation>
    </message>
    <message>
        <source>invalid run: %1</source>
        <translation>ungültiger Lauf: %1</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::LivePage</name>
    <message>
        <source>Live run</source>
        <translation>Live-Lauf</translation>
    </message>
    <message>
        <source>A live run is already running.</source>
        <translation>Es läuft bereits ein Live-Lauf.</translation>
    </message>
    <message>
        <source>Cannot create the run folder %1.</source>
        <translation>Der Laufordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) without an answer so far</source>
        <translation>
            <numerusform>bisher %n Anfrage ohne Antwort</numerusform>
            <numerusform>bisher %n Anfragen ohne Antwort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) other than 200 so far</source>
        <translation>
            <numerusform>bisher %n Antwort ungleich 200</numerusform>
            <numerusform>bisher %n Antworten ungleich 200</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking every key against the port…</source>
        <translation>Jeder Schlüssel wird mit der Portierung verglichen …</translation>
    </message>
    <message>
        <source>Port agreement (%1): %2 of %3 keys matched (%4%), %5 mismatched, %6 unanswered</source>
        <translation>Übereinstimmung der Portierung (%1): %2 von %3 Schlüsseln gleich (%4 %), %5 abweichend, %6 unbeantwortet</translation>
    </message>
    <message>
        <source>skipped backend</source>
        <translation>Backend übersprungen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Proxy sent to</source>
        <translation>Proxy sandte an</translation>
    </message>
    <message>
        <source>Port predicts</source>
        <translation>Portierung sagt</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Keys per backend appear here as the proxy answers, a few times a second.</source>
        <translation>Hier erscheinen die Schlüssel pro Backend, während der Proxy antwortet, mehrmals pro Sekunde.</translation>
    </message>
    <message>
        <source>%1 live run</source>
        <translation>%1-Live-Lauf</translation>
    </message>
    <message>
        <source>✓ The %1 run is valid</source>
        <translation>✓ Der %1-Lauf ist gültig</translation>
    </message>
    <message>
        <source>✗ The %1 run is not valid</source>
        <translation>✗ Der %1-Lauf ist ungültig</translation>
    </message>
    <message>
        <source>Final: busiest %1× mean, CV %2% over %3 keys answered by a backend; %4 failed, %5 not 200</source>
        <translation>Endergebnis: meistbelastet %1× Mittel, VK %2 % über %3 von einem Backend beantwortete Schlüssel; %4 fehlgeschlagen, %5 nicht 200</translation>
    </message>
    <message numerus="yes">
        <source>backend %1 is down but answered %Ln keys</source>
        <translation>
            <numerusform>Backend %1 ist ausgefallen, beantwortete aber %Ln Schlüssel</numerusform>
            <numerusform>Backend %1 ist ausgefallen, beantwortete aber %Ln Schlüssel</numerusform>
        </translation>
    </message>
    <message>
        <source>The log of the proxy and its backends appears here.</source>
        <translation>Hier erscheint das Protokoll des Proxys und seiner Backends.</translation>
    </message>
    <message>
        <source>After Start, the log of the proxy and its backends appears here; when the run ends, every key&apos;s backend is checked against RingLab&apos;s port of the proxy.</source>
        <translation>Nach „Starten“ erscheint hier das Protokoll des Proxys und seiner Backends; am Ende des Laufs wird das Backend jedes Schlüssels mit RingLabs Portierung des Proxys verglichen.</translation>
    </message>
    <message>
        <source>✗ The %1 run did not start</source>
        <translation>✗ Der %1-Lauf ist nicht gestartet</translation>
    </message>
    <message>
        <source>Shown below: this last run. Start runs %1.</source>
        <translation>Unten angezeigt: dieser letzte Lauf. Start führt %1 aus.</translation>
    </message>
    <message>
        <source>So far: no answers yet.</source>
        <translation>Bisher: noch keine Antworten.</translation>
    </message>
    <message>
        <source>So far: no key answered; %1 unanswered, %2 not 200</source>
        <translation>Bisher: kein Schlüssel beantwortet; %1 unbeantwortet, %2 nicht 200</translation>
    </message>
    <message numerus="yes">
        <source>So far: busiest %1× mean, CV %2% over %Ln answered key(s); %3 unanswered, %4 not 200</source>
        <translation>
            <numerusform>Bisher: meistbelastet %1× Mittel, VK %2 % über %Ln beantworteten Schlüssel; %3 unbeantwortet, %4 nicht 200</numerusform>
            <numerusform>Bisher: meistbelastet %1× Mittel, VK %2 % über %Ln beantwortete Schlüssel; %3 unbeantwortet, %4 nicht 200</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to export yet: start a run first.</source>
        <translation>Noch nichts zu exportieren: Starten Sie zuerst einen Lauf.</translation>
    </message>
    <message>
        <source>Nothing to export: the run did not start.</source>
        <translation>Nichts zu exportieren: Der Lauf ist nicht gestartet.</translation>
    </message>
    <message>
        <source>Nothing to export yet: no backend has answered a key.</source>
        <translation>Noch nichts zu exportieren: Noch kein Backend hat einen Schlüssel beantwortet.</translation>
    </message>
    <message>
        <source>(Language changed: the lines above stay in the language they were written in.)</source>
        <translation>(Sprache gewechselt: Die Zeilen oben bleiben in der Sprache, in der sie geschrieben wurden.)</translation>
    </message>
    <message>
        <source>%1 · previous run, ended %2 (the next %3 run was cancelled before any answer)</source>
        <translation>%1 · vorheriger Lauf, beendet um %2 (der nächste %3-Lauf wurde vor der ersten Antwort abgebrochen)</translation>
    </message>
    <message>
        <source>%1 · previous run, ended %2 (the next %3 run failed to start)</source>
        <translation>%1 · vorheriger Lauf, beendet um %2 (der nächste %3-Lauf konnte nicht starten)</translation>
    </message>
    <message>
        <source>Previous run (%1, %2): the new %3 run was cancelled before any key was answered.</source>
        <translation>Vorheriger Lauf (%1, %2): Der neue %3-Lauf wurde abgebrochen, bevor ein Schlüssel beantwortet wurde.</translation>
    </message>
    <message>
        <source>Previous run (%1, %2): the new %3 run failed to start: %4</source>
        <translation>Vorheriger Lauf (%1, %2): Der neue %3-Lauf konnte nicht starten: %4</translation>
    </message>
    <message>
        <source>—— New %1 run, started %2 ——</source>
        <translation>—— Neuer %1-Lauf, gestartet um %2 ——</translation>
    </message>
    <message>
        <source>✗ The new %1 run was cancelled before any answer; below: the previous run (%2, %3)</source>
        <translation>✗ Der neue %1-Lauf wurde vor der ersten Antwort abgebrochen; darunter: der vorherige Lauf (%2, %3)</translation>
    </message>
    <message>
        <source>✗ The new %1 run did not start; below: the previous run (%2, %3)</source>
        <translation>✗ Der neue %1-Lauf ist nicht gestartet; darunter: der vorherige Lauf (%2, %3)</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::LiveRunForm</name>
    <message>
        <source>%1 (not installed: %2 not found)</source>
        <translation>%1 (nicht installiert: %2 nicht gefunden)</translation>
    </message>
    <message>
        <source>Runs %1</source>
        <translation>Führt %1 aus</translation>
    </message>
    <message>
        <source>%1 is not on PATH or in /usr/sbin: install %2 to run it live</source>
        <translation>%1 ist nicht im PATH oder in /usr/sbin: %2 installieren, um es live auszuführen</translation>
    </message>
    <message>
        <source>(proxy default)</source>
        <translation>(Proxy-Vorgabe)</translation>
    </message>
    <message>
        <source>Proxy:</source>
        <translation>Proxy:</translation>
    </message>
    <message>
        <source>The real proxy to start on 127.0.0.1: %1</source>
        <translation>Der echte Proxy, der auf 127.0.0.1 gestartet wird: %1</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Seed variants of the chosen proxy (weights, keepalive)</source>
        <translation>Varianten des gewählten Proxys aus dem Ausgangsartikel (Gewichte, keepalive)</translation>
    </message>
    <message>
        <source>Base port:</source>
        <translation>Basisport:</translation>
    </message>
    <message>
        <source>First backend port on 127.0.0.1; the backends use base … base + backends − 1 and the proxy the next port (1024–65535 in all)</source>
        <translation>Erster Backend-Port auf 127.0.0.1; die Backends verwenden Basis … Basis + Backends − 1 und der Proxy den nächsten Port (insgesamt 1024–65535)</translation>
    </message>
    <message>
        <source>Pick free ports if these are busy</source>
        <translation>Freie Ports wählen, falls diese belegt sind</translation>
    </message>
    <message>
        <source>When a port of the range is taken, move the whole range to the first free one instead of refusing to start</source>
        <translation>Wenn ein Port des Bereichs belegt ist, den ganzen Bereich auf den ersten freien verschieben, statt den Start zu verweigern</translation>
    </message>
    <message>
        <source>Concurrency:</source>
        <translation>Parallelität:</translation>
    </message>
    <message>
        <source>Requests in flight at once, 1–1024</source>
        <translation>Gleichzeitig laufende Anfragen, 1–1024</translation>
    </message>
    <message>
        <source>weight %1</source>
        <translation>Gewicht %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>setting name, value</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>what a variant changes, its id</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>it runs %1, the experiment&apos;s algorithm is %2</source>
        <translation>er führt %1 aus, der Algorithmus des Experiments ist %2</translation>
    </message>
    <message>
        <source>a live run starts at most %1 backends, the experiment has %2 servers</source>
        <translation>ein Live-Lauf startet höchstens %1 Backends, das Experiment hat %2 Server</translation>
    </message>
    <message>
        <source>the backends listen on %1–%2, not on the experiment&apos;s addresses, and the ring hashes these</source>
        <translation>die Backends lauschen auf %1–%2, nicht auf den Adressen des Experiments, und der Ring hasht diese</translation>
    </message>
    <message>
        <source>the variant gives every backend weight %1</source>
        <translation>die Variante gibt jedem Backend Gewicht %1</translation>
    </message>
    <message>
        <source>the experiment routes no keys (exact shares); the run sends %1</source>
        <translation>das Experiment routet keine Schlüssel (exakte Anteile); der Lauf sendet %1</translation>
    </message>
    <message>
        <source>the run sends %1 keys, the most a live run sends, of the experiment&apos;s %2</source>
        <translation>der Lauf sendet %1 Schlüssel, das Maximum eines Live-Laufs, von den %2 des Experiments</translation>
    </message>
    <message>
        <source>%1 cannot be set in a live run</source>
        <translation>%1 kann in einem Live-Lauf nicht gesetzt werden</translation>
    </message>
    <message>
        <source>Differs from the experiment: %1.</source>
        <translation>Weicht vom Experiment ab: %1.</translation>
    </message>
    <message>
        <source>weights %1–%2</source>
        <translation>Gewichte %1–%2</translation>
    </message>
    <message>
        <source>%1 keys (seed %2)</source>
        <translation>%1 Schlüssel (Startwert %2)</translation>
    </message>
    <message>
        <source>the keys of %1</source>
        <translation>die Schlüssel von %1</translation>
    </message>
    <message>
        <source>Servers, weights, down servers and keys: the experiment&apos;s (%1 servers, %2 down, %3, %4).</source>
        <translation>Server, Gewichte, ausgefallene Server und Schlüssel: die des Experiments (%1 Server, %2 ausgefallen, %3, %4).</translation>
    </message>
    <message>
        <source>Change them in the Experiment dock: the live run sends the experiment&apos;s keys to its servers, with their weights and down marks, so that its result stands beside the Numbers panel&apos;s for the same setup</source>
        <translation>Ändern Sie sie im Bereich „Experiment“: der Live-Lauf sendet die Schlüssel des Experiments an dessen Server, mit deren Gewichten und Ausfall-Markierungen, sodass sein Ergebnis neben dem des Bereichs „Kennzahlen“ für denselben Aufbau steht</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::MainWindow</name>
    <message>
        <source>RingLab</source>
        <translation>RingLab</translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation>Experiment</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Kennzahlen</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Wird berechnet …</translation>
    </message>
    <message>
        <source>Guided tour</source>
        <translation>Geführte Tour</translation>
    </message>
    <message>
        <source>Ready: %1</source>
        <translation>Bereit: %1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Default &amp;experiment</source>
        <translation>Standard-&amp;Experiment</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe palette</source>
        <translation>&amp;Farbenblindsichere Palette</translation>
    </message>
    <message>
        <source>&amp;Guided tour</source>
        <translation>&amp;Geführte Tour</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Open experiment</source>
        <translation>Experiment öffnen</translation>
    </message>
    <message>
        <source>RingLab experiments (*.json);;All files (*)</source>
        <translation>RingLab-Experimente (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save experiment</source>
        <translation>Experiment speichern</translation>
    </message>
    <message>
        <source>RingLab experiments (*.json)</source>
        <translation>RingLab-Experimente (*.json)</translation>
    </message>
    <message>
        <source>&amp;About RingLab</source>
        <translation>Ü&amp;ber RingLab</translation>
    </message>
    <message>
        <source>Export &amp;all figures…</source>
        <translation>&amp;Alle Abbildungen exportieren…</translation>
    </message>
    <message>
        <source>Nothing to export yet: this page has not computed its figures.</source>
        <translation>Noch nichts zu exportieren: diese Seite hat ihre Abbildungen noch nicht berechnet.</translation>
    </message>
    <message>
        <source>This page has no figure to export; File ▸ Export all figures… writes every page&apos;s figures.</source>
        <translation>Diese Seite hat keine Abbildung zum Exportieren; Datei ▸ Alle Abbildungen exportieren… schreibt die Abbildungen aller Seiten.</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>Abbildung exportieren</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Preparing the figures…</source>
        <translation>Abbildungen werden vorbereitet…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Export all figures</source>
        <translation>Alle Abbildungen exportieren</translation>
    </message>
    <message>
        <source>Writing %1 (%2 of %3)</source>
        <translation>Schreibe %1 (%2 von %3)</translation>
    </message>
    <message numerus="yes">
        <source>Export cancelled after %n file(s).</source>
        <translation>
            <numerusform>Export nach %n Datei abgebrochen.</numerusform>
            <numerusform>Export nach %n Dateien abgebrochen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) written to %1</source>
        <translation>
            <numerusform>%n Datei nach %1 geschrieben</numerusform>
            <numerusform>%n Dateien nach %1 geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The experiment &quot;%1&quot; has unsaved changes. Save them?</source>
        <translation>Das Experiment „%1“ hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>User &amp;manual</source>
        <translation>Benutzer&amp;handbuch</translation>
    </message>
    <message>
        <source>&amp;Gallery of published figures…</source>
        <translation>Galerie &amp;veröffentlichter Abbildungen…</translation>
    </message>
    <message>
        <source>%1[*] — RingLab</source>
        <translation>%1[*] — RingLab</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>&amp;Clear list</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederherstellen: %1</translation>
    </message>
    <message>
        <source>experiment</source>
        <translation>experiment</translation>
    </message>
    <message>
        <source>Undoes the last change to the experiment. Inside a text field, Ctrl+Z undoes the typing in that field; this menu item always undoes the experiment.</source>
        <translation>Macht die letzte Änderung am Experiment rückgängig. In einem Textfeld macht Strg+Z die Eingabe in diesem Feld rückgängig; dieser Menüeintrag macht immer das Experiment rückgängig.</translation>
    </message>
    <message>
        <source>Undoes the last change to the experiment: %1. Inside a text field, Ctrl+Z undoes the typing in that field; this menu item always undoes the experiment.</source>
        <translation>Macht die letzte Änderung am Experiment rückgängig: %1. In einem Textfeld macht Strg+Z die Eingabe in diesem Feld rückgängig; dieser Menüeintrag macht immer das Experiment rückgängig.</translation>
    </message>
    <message numerus="yes">
        <source>Written (%n file(s)):</source>
        <translation>
            <numerusform>Geschrieben (%n Datei):</numerusform>
            <numerusform>Geschrieben (%n Dateien):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not written (%n file(s)):</source>
        <translation>
            <numerusform>Nicht geschrieben (%n Datei):</numerusform>
            <numerusform>Nicht geschrieben (%n Dateien):</numerusform>
        </translation>
    </message>
    <message>
        <source>%1

%2 of %3 files written to %4.</source>
        <translation>%1

%2 von %3 Dateien nach %4 geschrieben.</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::ManualDialog</name>
    <message>
        <source>RingLab user manual</source>
        <translation>RingLab-Benutzerhandbuch</translation>
    </message>
    <message>
        <source>This manual is written in English only; the program itself follows the language you chose.</source>
        <translation>Dieses Handbuch gibt es nur auf Englisch; das Programm selbst folgt der gewählten Sprache.</translation>
    </message>
    <message>
        <source>The manual is missing: no manual.md in %1.</source>
        <translation>Das Handbuch fehlt: keine manual.md in %1.</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::NumbersPanel</name>
    <message>
        <source>Busiest:</source>
        <translation>Meistbelastet:</translation>
    </message>
    <message>
        <source>The largest share of any server, as a multiple of its fair share</source>
        <translation>Der größte Anteil eines Servers, als Vielfaches seines fairen Anteils</translation>
    </message>
    <message>
        <source>Quietest:</source>
        <translation>Am wenigsten belastet:</translation>
    </message>
    <message>
        <source>The smallest share of any server, as a multiple of its fair share</source>
        <translation>Der kleinste Anteil eines Servers, als Vielfaches seines fairen Anteils</translation>
    </message>
    <message>
        <source>CV:</source>
        <translation>VK:</translation>
    </message>
    <message>
        <source>Coefficient of variation of the servers&apos; shares (standard deviation ÷ mean)</source>
        <translation>Variationskoeffizient der Serveranteile (Standardabweichung ÷ Mittelwert)</translation>
    </message>
    <message>
        <source>Formula:</source>
        <translation>Formel:</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>Punkte:</translation>
    </message>
    <message>
        <source>Points on the ring (or table slots)</source>
        <translation>Punkte im Ring (oder Tabellen-Slots)</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Wird berechnet …</translation>
    </message>
    <message>
        <source>%1× fair share (%2)</source>
        <translation>%1× fairer Anteil (%2)</translation>
    </message>
    <message>
        <source>%1% (N = %2, k = %3)</source>
        <translation>%1 % (N = %2, k = %3)</translation>
    </message>
    <message>
        <source>n/a (no ring points)</source>
        <translation>k. A. (keine Ringpunkte)</translation>
    </message>
    <message>
        <source>Expected CV of an ideal next-point ring: sqrt((N−1)/(N·k+1)). With unequal weights k is the effective number of points: the harmonic mean of the servers&apos; point counts.</source>
        <translation>Erwarteter VK eines idealen Rings mit Regel „nächster Punkt“: sqrt((N−1)/(N·k+1)). Bei ungleichen Gewichten ist k die effektive Punktzahl: das harmonische Mittel der Punktzahlen der Server.</translation>
    </message>
    <message>
        <source>%1% (N = %2, effective k = %3: the harmonic mean of the servers&apos; points, as weights differ)</source>
        <translation>%1 % (N = %2, effektives k = %3: das harmonische Mittel der Punkte der Server, da die Gewichte verschieden sind)</translation>
    </message>
    <message>
        <source>none (decides per key)</source>
        <translation>keine (entscheidet pro Schlüssel)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln table slot(s)</source>
        <translation>
            <numerusform>%Ln Tabellen-Slot</numerusform>
            <numerusform>%Ln Tabellen-Slots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln Punkt</numerusform>
            <numerusform>%Ln Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Memory:</source>
        <translation>Speicher:</translation>
    </message>
    <message>
        <source>Bytes the scheme&apos;s own structure uses: its ring points, its table, or (without either) its bucket → server list</source>
        <translation>Bytes, die die eigene Struktur des Verfahrens belegt: seine Ringpunkte, seine Tabelle oder (ohne beides) seine Liste Bucket → Server</translation>
    </message>
    <message>
        <source>Keys:</source>
        <translation>Schlüssel:</translation>
    </message>
    <message>
        <source>Generated keys routed through the scheme (the Ring page&apos;s Keys column): at most %1; of more, the first %1 are routed as a sample</source>
        <translation>Erzeugte Schlüssel, die durch das Verfahren verteilt werden (die Spalte „Schlüssel“ der Ring-Seite): höchstens %1; von mehr werden die ersten %1 als Stichprobe verteilt</translation>
    </message>
    <message>
        <source>%1 routed</source>
        <translation>%1 verteilt</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::PresenterMode</name>
    <message>
        <source>&amp;Presenter mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>Full screen, larger fonts and ring labels, the ring and the tour side by side (F11)</source>
        <translation>Vollbild, größere Schriften und Ringbeschriftungen, Ring und Tour nebeneinander (F11)</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::RemovalFigureKind</name>
    <message>
        <source>removal matrices</source>
        <translation>Entfernungsmatrizen</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::RemovalPage</name>
    <message>
        <source>%1, weight %2</source>
        <translation>%1, Gewicht %2</translation>
    </message>
    <message>
        <source>Removal</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Removing each server in turn…</source>
        <translation>Jeder Server wird der Reihe nach entfernt …</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Where a removed server&apos;s keys go</source>
        <translation>Wohin die Schlüssel eines entfernten Servers gehen</translation>
    </message>
    <message>
        <source>Left:</source>
        <translation>Links:</translation>
    </message>
    <message>
        <source>Right:</source>
        <translation>Rechts:</translation>
    </message>
    <message>
        <source>Weight:</source>
        <translation>Gewicht:</translation>
    </message>
    <message>
        <source>as listed</source>
        <translation>wie gelistet</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>The algorithm of this side&apos;s heatmap</source>
        <translation>Der Algorithmus dieser Heatmap</translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s) per configuration; colour: fraction of the removed server&apos;s keys.</source>
        <translation>
            <numerusform>%Ln Schlüssel pro Konfiguration; Farbe: Anteil der Schlüssel des entfernten Servers.</numerusform>
            <numerusform>%Ln Schlüssel pro Konfiguration; Farbe: Anteil der Schlüssel des entfernten Servers.</numerusform>
        </translation>
    </message>
    <message>
        <source>Give every server this weight, %1 to %2 for this algorithm; &quot;as listed&quot; keeps the experiment&apos;s weights</source>
        <translation>Jedem Server dieses Gewicht geben, %1 bis %2 für diesen Algorithmus; „wie gelistet“ behält die Gewichte des Experiments</translation>
    </message>
    <message>
        <source>Per configuration: %1 Colour: fraction of the removed server&apos;s keys.</source>
        <extracomment>%1 is a sentence such as &quot;200,000 of 5,000,000 keys routed (a sample: …).&quot;</extracomment>
        <translation>Je Konfiguration: %1 Farbe: Anteil der Schlüssel des entfernten Servers.</translation>
    </message>
    <message>
        <source>Left: %1; right: %2; %3 servers, %4</source>
        <translation>Links: %1; rechts: %2; %3 Server, %4</translation>
    </message>
    <message>
        <source>%1, w%2</source>
        <translation>%1, Gew. %2</translation>
    </message>
    <message>
        <source>Left: %1</source>
        <translation>Links: %1</translation>
    </message>
    <message>
        <source>Right: %1</source>
        <translation>Rechts: %1</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::RemovalSummaryModel</name>
    <message>
        <source>Removed server</source>
        <translation>Entfernter Server</translation>
    </message>
    <message>
        <source>Its share</source>
        <translation>Sein Anteil</translation>
    </message>
    <message>
        <source>Receivers</source>
        <translation>Empfänger</translation>
    </message>
    <message>
        <source>Largest receiver</source>
        <translation>Größter Empfänger</translation>
    </message>
    <message>
        <source>Moved between survivors</source>
        <translation>Zwischen Verbleibenden verschoben</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::RingPage</name>
    <message>
        <source>&amp;Remove server</source>
        <translation>Server &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;Weight…</source>
        <translation>&amp;Gewicht…</translation>
    </message>
    <message>
        <source>Type a key, e.g. /objects/cat.jpg, and press Enter</source>
        <translation>Schlüssel, z. B. /objects/cat.jpg, dann Eingabe</translation>
    </message>
    <message>
        <source>&amp;Look up</source>
        <translation>&amp;Nachschlagen</translation>
    </message>
    <message>
        <source>&amp;Add server</source>
        <translation>Server &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Whole &amp;circle</source>
        <translation>Ganzer &amp;Kreis</translation>
    </message>
    <message>
        <source>Remove the selected server (click a server on the ring or in the table first)</source>
        <translation>Den ausgewählten Server entfernen (klicken Sie zuerst auf einen Server im Ring oder in der Tabelle)</translation>
    </message>
    <message>
        <source>Change the selected server&apos;s weight</source>
        <translation>Das Gewicht des ausgewählten Servers ändern</translation>
    </message>
    <message>
        <source>Lookup: served by %1</source>
        <translation>Nachschlagen: bedient von %1</translation>
    </message>
    <message>
        <source>The last server cannot be removed</source>
        <translation>Der letzte Server kann nicht entfernt werden</translation>
    </message>
    <message>
        <source>Removed %1</source>
        <translation>%1 entfernt</translation>
    </message>
    <message>
        <source>Added %1</source>
        <translation>%1 hinzugefügt</translation>
    </message>
    <message>
        <source>%1 does not use weights</source>
        <translation>%1 verwendet keine Gewichte</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Weight of %1 (%2 to %3):</source>
        <translation>Gewicht von %1 (%2 bis %3):</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <source>The ring: %1</source>
        <translation>Der Ring: %1</translation>
    </message>
    <message>
        <source>Any text (up to 1,000 characters): it is hashed like a request URI and the lookup is animated on the ring</source>
        <translation>Beliebiger Text (bis zu 1.000 Zeichen): er wird wie eine Anfrage-URI gehasht, und das Nachschlagen wird im Ring animiert</translation>
    </message>
    <message>
        <source>Add a server with weight 1 on the first free port from 127.0.0.1:9001</source>
        <translation>Einen Server mit Gewicht 1 auf dem ersten freien Port ab 127.0.0.1:9001 hinzufügen</translation>
    </message>
    <message>
        <source>Zoom out to show the whole circle</source>
        <translation>Herauszoomen, um den ganzen Kreis zu zeigen</translation>
    </message>
    <message>
        <source>%1, %2, %3 (seed %4)</source>
        <translation>%1, %2, %3 (Startwert %4)</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n Server</numerusform>
            <numerusform>%n Server</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s)</source>
        <translation>
            <numerusform>%Ln Schlüssel</numerusform>
            <numerusform>%Ln Schlüssel</numerusform>
        </translation>
    </message>
    <message>
        <source>Outer band: the lookup table&apos;s slots, coloured by server · dots: keys (no ring points).</source>
        <translation>Äußeres Band: die Slots der Nachschlagetabelle, nach Server gefärbt · Punkte: Schlüssel (keine Ringpunkte).</translation>
    </message>
    <message>
        <source>Outer band: each server&apos;s share, coloured by server (no positions on a circle) · dots: keys.</source>
        <translation>Äußeres Band: der Anteil jedes Servers, nach Server gefärbt (keine Positionen auf einem Kreis) · Punkte: Schlüssel.</translation>
    </message>
    <message>
        <source>Ticks: points, coloured by server · outer band: the arc each server owns · dots: keys.</source>
        <translation>Striche: Punkte, nach Server gefärbt · äußeres Band: der Bogen, den jeder Server besitzt · Punkte: Schlüssel.</translation>
    </message>
    <message>
        <source>Wheel: zoom · drag: turn · click: select a server · double-click: look up that spot · right-click: more.</source>
        <translation>Mausrad: Zoom · Ziehen: Drehen · Klick: Server wählen · Doppelklick: diese Stelle nachschlagen · Rechtsklick: mehr.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>ring legend</comment>
        <extracomment>The ring legend: what the marks show (%1), then what the mouse does (%2).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>tick: a point, in its server&apos;s colour</source>
        <translation>Strich: ein Punkt, in der Farbe seines Servers</translation>
    </message>
    <message>
        <source>band: the arc each server owns</source>
        <translation>Band: der Bogen, den jeder Server besitzt</translation>
    </message>
    <message>
        <source>band: the lookup table&apos;s slots, by server</source>
        <translation>Band: die Slots der Nachschlagetabelle, nach Server</translation>
    </message>
    <message>
        <source>band: each server&apos;s share (no positions)</source>
        <translation>Band: Anteil jedes Servers (keine Positionen)</translation>
    </message>
    <message>
        <source>dot: a key, in its server&apos;s colour</source>
        <translation>Tupfen: ein Schlüssel, in der Farbe seines Servers</translation>
    </message>
    <message>
        <source>no ring points (decides per key)</source>
        <translation>keine Ringpunkte (entscheidet pro Schlüssel)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln table slot(s)</source>
        <translation>
            <numerusform>%Ln Tabellen-Slot</numerusform>
            <numerusform>%Ln Tabellen-Slots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln Punkt</numerusform>
            <numerusform>%Ln Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::RingRenderer</name>
    <message>
        <source>Computing…</source>
        <translation>Wird berechnet …</translation>
    </message>
    <message>
        <source>→ %1%</source>
        <translation>→ %1 %</translation>
    </message>
    <message>
        <source>%1% ←</source>
        <translation>%1 % ←</translation>
    </message>
    <message>
        <source>Lookup at a point of the circle</source>
        <translation>Nachschlagen an einem Punkt des Kreises</translation>
    </message>
    <message>
        <source>Key %1</source>
        <translation>Schlüssel %1</translation>
    </message>
    <message>
        <source>→ served by %1</source>
        <translation>→ bedient von %1</translation>
    </message>
    <message>
        <source>next point clockwise</source>
        <translation>nächster Punkt im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>nearest point, either side</source>
        <translation>nächstgelegener Punkt, beide Seiten</translation>
    </message>
    <message>
        <source>band: the lookup table&apos;s %1 slots</source>
        <translation>Band: die %1 Slots der Nachschlagetabelle</translation>
    </message>
    <message>
        <source>band: each server&apos;s share (no positions)</source>
        <translation>Band: Anteil jedes Servers (keine Positionen)</translation>
    </message>
    <message>
        <source>every point drawn</source>
        <translation>jeder Punkt gezeichnet</translation>
    </message>
    <message>
        <source>≈ %1 points per pixel</source>
        <translation>≈ %1 Punkte pro Pixel</translation>
    </message>
    <message>
        <source>zoom %1× · %2% of the circle visible</source>
        <translation>Zoom %1× · %2 % des Kreises sichtbar</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n Server</numerusform>
            <numerusform>%n Server</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln Punkt</numerusform>
            <numerusform>%Ln Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>preview with fewer points per server, the full ring is being built</source>
        <translation>Vorschau mit weniger Punkten pro Server, der vollständige Ring wird aufgebaut</translation>
    </message>
    <message>
        <source>Labels read server·point: %1 is point %2 of server #%3 (%4), # as in the table</source>
        <translation>Beschriftungen lesen sich Server·Punkt: %1 ist Punkt %2 von Server #%3 (%4), # wie in der Tabelle</translation>
    </message>
    <message>
        <source>no point in view: the whole arc shown belongs to server #%1 (%2)</source>
        <translation>kein Punkt im Bild: der ganze gezeigte Bogen gehört Server #%1 (%2)</translation>
    </message>
    <message>
        <source>no point in view: the arc shown is split between server #%1 (%2) and #%3 (%4)</source>
        <translation>kein Punkt im Bild: der gezeigte Bogen teilt sich zwischen Server #%1 (%2) und #%3 (%4)</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::RingView</name>
    <message>
        <source>Server share: %1% (%2× its fair share)</source>
        <translation>Serveranteil: %1 % (%2× sein fairer Anteil)</translation>
    </message>
    <message>
        <source>Server %1 (#%2)</source>
        <translation>Server %1 (#%2)</translation>
    </message>
    <message>
        <source>Point %1 of %2</source>
        <translation>Punkt %1 von %2</translation>
    </message>
    <message>
        <source>Hash 0x%1</source>
        <translation>Hash 0x%1</translation>
    </message>
    <message>
        <source>Arc owned by this point: %1% of the circle</source>
        <translation>Bogen dieses Punkts: %1 % des Kreises</translation>
    </message>
    <message>
        <source>This arc: %1% of the circle</source>
        <translation>Dieser Bogen: %1 % des Kreises</translation>
    </message>
    <message>
        <source>Table slot %1 of %2</source>
        <translation>Tabellen-Slot %1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 keys moved (%3%)</source>
        <translation>
            <numerusform>%1 von %2 Schlüsseln verschoben (%3 %)</numerusform>
            <numerusform>%1 von %2 Schlüsseln verschoben (%3 %)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 between surviving servers (magenta)</source>
        <translation>%1 zwischen verbleibenden Servern (magenta)</translation>
    </message>
    <message>
        <source>Look up here</source>
        <translation>Hier nachschlagen</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>Change the weight of %1…</source>
        <translation>Gewicht von %1 ändern…</translation>
    </message>
    <message>
        <source>Add a server</source>
        <translation>Einen Server hinzufügen</translation>
    </message>
    <message>
        <source>Show the whole circle</source>
        <translation>Den ganzen Kreis zeigen</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weiterer</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 from %2 to %n servers (largest: %3%)</source>
        <translation>
            <numerusform>%1 von %2 auf %n Server (größter: %3 %)</numerusform>
            <numerusform>%1 von %2 auf %n Server (größter: %3 %)</numerusform>
        </translation>
    </message>
    <message>
        <source>Left: %1</source>
        <translation>Ausgeschieden: %1</translation>
    </message>
    <message numerus="yes">
        <source>from %n servers, most from %1 (%2 keys)</source>
        <translation>
            <numerusform>von %n Server, die meisten von %1 (%2 Schlüssel)</numerusform>
            <numerusform>von %n Servern, die meisten von %1 (%2 Schlüssel)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 took %2% of the hash space: %3 keys %4</source>
        <translation>
            <numerusform>%1 übernahm %2 % des Hash-Raums: %3 Schlüssel %4</numerusform>
            <numerusform>%1 übernahm %2 % des Hash-Raums: %3 Schlüssel %4</numerusform>
        </translation>
    </message>
    <message>
        <source>No server left or joined: the weights changed</source>
        <translation>Kein Server ist ausgeschieden oder hinzugekommen: die Gewichte haben sich geändert</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::RunCompareBox</name>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Choose a live run folder (with results.json)</source>
        <translation>Einen Live-Lauf-Ordner wählen (mit results.json)</translation>
    </message>
    <message>
        <source>%1 keys on the removed servers, %2 receivers, largest %3%, %4 other keys moved</source>
        <translation>%1 Schlüssel auf den entfernten Servern, %2 Empfänger, größter %3 %, %4 andere Schlüssel verschoben</translation>
    </message>
    <message>
        <source>Removed: %1 (%2 common keys)
Measured: %3
Predicted: %4%5</source>
        <translation>Entfernt: %1 (%2 gemeinsame Schlüssel)
Gemessen: %3
Vorhergesagt: %4%5</translation>
    </message>
    <message>
        <source>Normal run: choose the folder of a run with every server up.</source>
        <translation>Normaler Lauf: den Ordner eines Laufs wählen, bei dem alle Server aktiv sind.</translation>
    </message>
    <message>
        <source>Run with servers down: choose the folder of a run with servers marked down.</source>
        <translation>Lauf mit ausgefallenen Servern: den Ordner eines Laufs mit als ausgefallen markierten Servern wählen.</translation>
    </message>
    <message>
        <source>Comparing the two runs…</source>
        <translation>Die beiden Läufe werden verglichen…</translation>
    </message>
    <message>
        <source>Remap of two runs</source>
        <translation>Umverteilung zwischen zwei Läufen</translation>
    </message>
    <message>
        <source>Compare runs</source>
        <translation>Läufe vergleichen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Normal run:</source>
        <translation>Normaler Lauf:</translation>
    </message>
    <message>
        <source>Run with servers down:</source>
        <translation>Lauf mit ausgefallenen Servern:</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Folder of a live run with every server up (recent runs in the list)</source>
        <translation>Ordner eines Live-Laufs mit allen Servern aktiv (letzte Läufe in der Liste)</translation>
    </message>
    <message>
        <source>Folder of a live run of the same keys with servers marked down</source>
        <translation>Ordner eines Live-Laufs mit denselben Schlüsseln und als ausgefallen markierten Servern</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>gültig</translation>
    </message>
    <message>
        <source>not valid</source>
        <translation>ungültig</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 keys · %3 · %4</source>
        <translation>
            <numerusform>%1 · %2 Schlüssel · %3 · %4</numerusform>
            <numerusform>%1 · %2 Schlüssel · %3 · %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weiterer</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>down: %1</source>
        <translation>ausgefallen: %1</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::ServerTableModel</name>
    <message numerus="yes">
        <source>%1: %2% of the hash space, %3× its fair share, %4 keys</source>
        <translation>
            <numerusform>%1: %2 % des Hash-Raums, %3× sein fairer Anteil, %4 Schlüssel</numerusform>
            <numerusform>%1: %2 % des Hash-Raums, %3× sein fairer Anteil, %4 Schlüssel</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (down)</source>
        <translation>%1 (ausgefallen)</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>× fair</source>
        <translation>× fairer Anteil</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Share vs fair share</source>
        <translation>Anteil im Vergleich zum fairen Anteil</translation>
    </message>
    <message numerus="yes">
        <source>%1 owns %Ln of the table&apos;s %2 slots</source>
        <translation>
            <numerusform>%1 besitzt %Ln der %2 Slots der Tabelle</numerusform>
            <numerusform>%1 besitzt %Ln der %2 Slots der Tabelle</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 keeps no points or slots: it decides each key from the key and the server list alone</source>
        <translation>%1 speichert keine Punkte oder Slots: es entscheidet jeden Schlüssel allein anhand des Schlüssels und der Serverliste</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %Ln points on the ring</source>
        <translation>
            <numerusform>%1 hat %Ln Punkt im Ring</numerusform>
            <numerusform>%1 hat %Ln Punkte im Ring</numerusform>
        </translation>
    </message>
    <message>
        <source>Slots of the lookup table each server owns (a table has no ring points)</source>
        <translation>Slots der Nachschlagetabelle, die jeder Server besitzt (eine Tabelle hat keine Ringpunkte)</translation>
    </message>
    <message>
        <source>—: this scheme keeps no points; it decides each key without a ring</source>
        <translation>—: dieses Verfahren speichert keine Punkte; es entscheidet jeden Schlüssel ohne Ring</translation>
    </message>
    <message>
        <source>Points each server has on the ring</source>
        <translation>Punkte, die jeder Server im Ring hat</translation>
    </message>
    <message>
        <source>Slots</source>
        <translation>Slots</translation>
    </message>
    <message>
        <source>The server&apos;s number in the server list, as the ring&apos;s labels count it (3·12: point 12 of server #3); the rows are sorted by share, largest first</source>
        <translation>Die Nummer des Servers in der Serverliste, wie die Beschriftungen am Ring zählen (3·12: Punkt 12 von Server #3); die Zeilen sind nach Anteil sortiert, größter zuerst</translation>
    </message>
    <message>
        <source>Generated keys routed to each server</source>
        <translation>Erzeugte Schlüssel, die jedem Server zugeteilt wurden</translation>
    </message>
    <message>
        <source>Keys (sample)</source>
        <extracomment>The Keys column&apos;s title when it counts a sample of the experiment&apos;s keys (its tooltip says how many).</extracomment>
        <translation>Schlüssel (Stichprobe)</translation>
    </message>
    <message>
        <source>Not computed: %1</source>
        <translation>Nicht berechnet: %1</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::SnapshotService</name>
    <message>
        <source>memory: building this ring ran out of memory; use fewer servers, lower weights or fewer points</source>
        <translation>memory: beim Aufbau dieses Rings ging der Speicher aus; weniger Server, kleinere Gewichte oder weniger Punkte verwenden</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::SpinRangeGuard</name>
    <message>
        <source>%1–%2</source>
        <comment>a field&apos;s range</comment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Allowed: %1; %2 is outside the range.</source>
        <translation>Erlaubt: %1; %2 liegt außerhalb des Bereichs.</translation>
    </message>
    <message>
        <source>%1: allowed %2; %3 is outside the range.</source>
        <translation>%1: erlaubt %2; %3 liegt außerhalb des Bereichs.</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::SpreadFigureKind</name>
    <message>
        <source>spread sweep</source>
        <translation>Streuungs-Durchlauf</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::SpreadFigures</name>
    <message>
        <source>Ideal rings, N = %1 servers, %2 rings per k (next point), %3 (nearest), seed %4</source>
        <translation>Ideale Ringe, N = %1 Server, %2 Ringe pro k (nächster Punkt), %3 (nächstgelegener), Startwert %4</translation>
    </message>
    <message>
        <source>Spread (CV) against points per server</source>
        <translation>Streuung (VK) über Punkte pro Server</translation>
    </message>
    <message>
        <source>Busiest server against points per server</source>
        <translation>Meistbelasteter Server über Punkte pro Server</translation>
    </message>
    <message>
        <source>Quietest server against points per server</source>
        <translation>Am wenigsten belasteter Server über Punkte pro Server</translation>
    </message>
    <message>
        <source>Per-server load, sorted</source>
        <translation>Last pro Server, sortiert</translation>
    </message>
    <message>
        <source>Points per server (k)</source>
        <translation>Punkte pro Server (k)</translation>
    </message>
    <message>
        <source>CV of server load</source>
        <translation>VK der Serverlast</translation>
    </message>
    <message>
        <source>Cloudflare: √((N−1)/(N·k+1))</source>
        <translation>Cloudflare: √((N−1)/(N·k+1))</translation>
    </message>
    <message>
        <source>1/√k</source>
        <translation>1/√k</translation>
    </message>
    <message>
        <source>Nearest-point formula</source>
        <translation>Formel für den nächstgelegenen Punkt</translation>
    </message>
    <message>
        <source>Simulated, next point (RMS CV, ±2 SE)</source>
        <translation>Simuliert, nächster Punkt (RMS-VK, ±2 SE)</translation>
    </message>
    <message>
        <source>Simulated, nearest point (RMS CV)</source>
        <translation>Simuliert, nächstgelegener Punkt (RMS-VK)</translation>
    </message>
    <message>
        <source>Busiest load / fair share</source>
        <translation>Meistbelastet (×&#xa0;fair)</translation>
    </message>
    <message>
        <source>Quietest load / fair share</source>
        <translation>Am wenigsten belastet (×&#xa0;fair)</translation>
    </message>
    <message>
        <source>5–95% of rings</source>
        <translation>5–95 % der Ringe</translation>
    </message>
    <message>
        <source>Simulated mean</source>
        <translation>Simulierter Mittelwert</translation>
    </message>
    <message>
        <source>Gamma-maximum model</source>
        <translation>Gamma-Maximum-Modell</translation>
    </message>
    <message>
        <source>Gamma-minimum model</source>
        <translation>Gamma-Minimum-Modell</translation>
    </message>
    <message>
        <source>fair share</source>
        <translation>fairer Anteil</translation>
    </message>
    <message>
        <source>Load / fair share</source>
        <translation>Last / fairer Anteil</translation>
    </message>
    <message>
        <source>Exact share</source>
        <translation>Exakter Anteil</translation>
    </message>
    <message>
        <source>Routed keys</source>
        <translation>Geroutete Schlüssel</translation>
    </message>
    <message>
        <source>%1; not plotted, no points per server: %2</source>
        <translation>%1; nicht eingezeichnet, keine Punkte pro Server: %2</translation>
    </message>
    <message>
        <source>Servers by exact load (1 = busiest)</source>
        <translation>Server nach exakter Last (1 = meistbelastet)</translation>
    </message>
    <message>
        <source>%1, %2 servers, %3 (seed %4)</source>
        <translation>%1, %2 Server, %3 (Startwert %4)</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::SpreadPage</name>
    <message>
        <source>Spread</source>
        <translation>Streuung</translation>
    </message>
    <message>
        <source>Simulating ideal rings…</source>
        <translation>Ideale Ringe werden simuliert …</translation>
    </message>
    <message>
        <source>Spread computation cancelled.</source>
        <translation>Streuungsberechnung abgebrochen.</translation>
    </message>
    <message numerus="yes">
        <source>Spread: %n setting(s) simulated.</source>
        <translation>
            <numerusform>Streuung: %n Einstellung simuliert.</numerusform>
            <numerusform>Streuung: %n Einstellungen simuliert.</numerusform>
        </translation>
    </message>
    <message>
        <source>No experiment loaded</source>
        <translation>Kein Experiment geladen</translation>
    </message>
    <message>
        <source>more than 100,000,000</source>
        <translation>mehr als 100.000.000</translation>
    </message>
    <message>
        <source>Servers (N):</source>
        <translation>Server (N):</translation>
    </message>
    <message>
        <source>Rings per k:</source>
        <translation>Ringe pro k:</translation>
    </message>
    <message>
        <source>Up to k =</source>
        <translation>Bis k =</translation>
    </message>
    <message>
        <source>ε:</source>
        <translation>ε:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Wird berechnet …</translation>
    </message>
    <message>
        <source>Busiest ≤ %1 in 95% of rings: simulating… (gamma model k ≈ %2; rule of thumb 2 ln N/ε² = %3)</source>
        <translation>Meistbelasteter ≤ %1 in 95 % der Ringe: wird simuliert… (Gamma-Modell k ≈ %2; Faustregel 2 ln N/ε² = %3)</translation>
    </message>
    <message>
        <source>more than %1</source>
        <translation>mehr als %1</translation>
    </message>
    <message>
        <source>Number of servers in the simulated ideal rings (2 to 100,000)</source>
        <translation>Anzahl der Server in den simulierten idealen Ringen (2 bis 100.000)</translation>
    </message>
    <message>
        <source>Random rings simulated for every k (10 to 10,000); more rings, smoother curves</source>
        <translation>Für jedes k simulierte Zufallsringe (10 bis 10.000); mehr Ringe, glattere Kurven</translation>
    </message>
    <message>
        <source>The largest number of points per server simulated (256 to 65,536)</source>
        <translation>Die größte simulierte Punktzahl pro Server (256 bis 65.536)</translation>
    </message>
    <message>
        <source>Allowed excess of the busiest server over a fair share (0.001 to 1: 0.1 = 10%)</source>
        <translation>Erlaubter Überschuss des meistbelasteten Servers über den fairen Anteil (0,001 bis 1: 0,1 = 10 %)</translation>
    </message>
    <message>
        <source>Busiest ≤ %1 in 95% of rings needs k ≈ %2 points per server (estimated from %3 simulated rings; gamma model ≈ %4; rule of thumb 2 ln N/ε² = %5)</source>
        <translation>Meistbelasteter ≤ %1 in 95 % der Ringe braucht k ≈ %2 Punkte pro Server (geschätzt aus %3 simulierten Ringen; Gamma-Modell ≈ %4; Faustregel 2 ln N/ε² = %5)</translation>
    </message>
    <message>
        <source>Spread (CV)</source>
        <translation>Streuung (VK)</translation>
    </message>
    <message>
        <source>Busiest server</source>
        <translation>Meistbelasteter Server</translation>
    </message>
    <message>
        <source>Quietest server</source>
        <translation>Am wenigsten belasteter Server</translation>
    </message>
    <message>
        <source>Per-server load</source>
        <translation>Last pro Server</translation>
    </message>
    <message>
        <source>search cancelled</source>
        <translation>Suche abgebrochen</translation>
    </message>
    <message>
        <source>Busiest ≤ %1 in 95% of rings: %2 (gamma model k ≈ %3; rule of thumb 2 ln N/ε² = %4)</source>
        <translation>Meistbelasteter ≤ %1 in 95 % der Ringe: %2 (Gamma-Modell k ≈ %3; Faustregel 2 ln N/ε² = %4)</translation>
    </message>
    <message>
        <source>N = %1, %2 rings per k, k up to %3</source>
        <translation>N = %1, %2 Ringe je k, k bis %3</translation>
    </message>
    <message>
        <source>Cancelled. The charts show the last finished simulation: %1.</source>
        <translation>Abgebrochen. Die Diagramme zeigen die letzte abgeschlossene Simulation: %1.</translation>
    </message>
    <message>
        <source>Simulating the new settings; until then the charts show: %1.</source>
        <translation>Die neuen Einstellungen werden simuliert; bis dahin zeigen die Diagramme: %1.</translation>
    </message>
    <message>
        <source>The charts show: %1.</source>
        <translation>Die Diagramme zeigen: %1.</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::TableCopy</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy the selected cells as tab-separated text, with the column titles</source>
        <translation>Die ausgewählten Zellen als tabulatorgetrennten Text kopieren, mit den Spaltentiteln</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::TableFigure</name>
    <message>
        <source>This table (%1 columns, %2 rows) does not fit this width even at 6 pt: export it at least %3 in wider.</source>
        <translation>Diese Tabelle (%1 Spalten, %2 Zeilen) passt selbst bei 6 pt nicht in diese Breite: mindestens %3 in breiter exportieren.</translation>
    </message>
    <message>
        <source>This table (%1 columns, %2 rows) needs %3 in more height at this width, even at 6 pt: export it taller.</source>
        <translation>Diese Tabelle (%1 Spalten, %2 Zeilen) braucht bei dieser Breite %3 in mehr Höhe, selbst bei 6 pt: höher exportieren.</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::TourPanel</name>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>S&amp;how me</source>
        <translation>Zei&amp;g es mir</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>Lesson %1 of %2</source>
        <translation>Lektion %1 von %2</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Setting up the experiment…&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Das Experiment wird vorbereitet…&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;This lesson&apos;s experiment could not be built: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Das Experiment dieser Lektion konnte nicht gebaut werden: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Neu beginnen</translation>
    </message>
    <message>
        <source>Set this lesson&apos;s experiment up again from the start</source>
        <translation>Das Experiment dieser Lektion von vorn neu aufbauen</translation>
    </message>
    <message>
        <source>Do this lesson&apos;s next step for me</source>
        <translation>Den nächsten Schritt dieser Lektion für mich ausführen</translation>
    </message>
    <message>
        <source>Animation:</source>
        <translation>Animation:</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Speed of the lookup walk and of the removal animation</source>
        <translation>Geschwindigkeit des Nachschlage-Wegs und der Entfernungsanimation</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Pause the ring&apos;s animations (Step moves them on by one step)</source>
        <translation>Die Animationen des Rings anhalten („Schritt“ bewegt sie um einen Schritt weiter)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>While paused: move the lookup walk or the removal one step on</source>
        <translation>Im Pausenzustand: den Nachschlage-Weg oder das Entfernen einen Schritt weiterbewegen</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Computing…&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Wird berechnet…&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Schritt %1 von %2: %3</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Fertig</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Lektionen</translation>
    </message>
    <message>
        <source>Open any lesson of the tour</source>
        <translation>Eine beliebige Lektion der Tour öffnen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop simulating this lesson&apos;s rings</source>
        <translation>Die Simulation der Ringe dieser Lektion abbrechen</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;This lesson&apos;s simulation was cancelled: Restart runs it again.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Die Simulation dieser Lektion wurde abgebrochen: „Neu beginnen“ führt sie erneut aus.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::TrafficFigureKind</name>
    <message>
        <source>--experiment: traffic.%1</source>
        <translation>--experiment: traffic.%1</translation>
    </message>
    <message numerus="yes">
        <source>Replaying the traffic through %n algorithm(s)…</source>
        <translation>
            <numerusform>Verkehr wird durch %n Algorithmus wiedergegeben…</numerusform>
            <numerusform>Verkehr wird durch %n Algorithmen wiedergegeben…</numerusform>
        </translation>
    </message>
    <message>
        <source>traffic replay</source>
        <translation>Verkehrs-Wiedergabe</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::TrafficFigures</name>
    <message>
        <source>%1 servers, %2; LRU of %3 objects per server</source>
        <translation>%1 Server, %2; LRU mit %3 Objekten pro Server</translation>
    </message>
    <message>
        <source>; %1</source>
        <translation>; %1</translation>
    </message>
    <message>
        <source>%1: the busiest server takes %2 the mean by requests, %3 by keys. The hot-key floor is %4: the hottest key draws %5 of the requests and cannot be split, so no point count, weight or scheme brings its server lower.</source>
        <translation>%1: der meistbelastete Server trägt nach Anfragen %2 des Mittels, nach Schlüsseln %3. Das Heißschlüssel-Minimum ist %4: der heißeste Schlüssel zieht %5 der Anfragen auf sich und lässt sich nicht aufteilen, daher bringt keine Punktzahl, kein Gewicht und kein Verfahren seinen Server tiefer.</translation>
    </message>
    <message>
        <source>Below 1× the floor does not bind: the spread of the keys sets the busiest.</source>
        <translation>Unter 1× greift das Minimum nicht: die Streuung der Schlüssel bestimmt den meistbelasteten.</translation>
    </message>
    <message>
        <source>Busiest server / mean (before any event)</source>
        <translation>Meistbelasteter Server / Mittel (vor jedem Ereignis)</translation>
    </message>
    <message>
        <source>By requests</source>
        <translation>nach Anfr.</translation>
    </message>
    <message>
        <source>By keys</source>
        <translation>nach Schl.</translation>
    </message>
    <message>
        <source>hot-key floor %1</source>
        <translation>Heißschlüssel-Minimum %1</translation>
    </message>
    <message>
        <source>Busiest server by requests and by keys</source>
        <translation>Meistbelasteter Server nach Anfragen und nach Schlüsseln</translation>
    </message>
    <message>
        <source>Servers by requests (1 = busiest)</source>
        <translation>Server nach Anfragen (1 = meistbelastet)</translation>
    </message>
    <message>
        <source>Load / mean (before any event)</source>
        <translation>Last / Mittel (vor jedem Ereignis)</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Requests per server: %1</source>
        <translation>Anfragen pro Server: %1</translation>
    </message>
    <message>
        <source>Requests replayed (%)</source>
        <translation>Wiedergegebene Anfragen (%)</translation>
    </message>
    <message>
        <source>Hit ratio per window (%)</source>
        <translation>Trefferquote pro Fenster (%)</translation>
    </message>
    <message>
        <source>remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>Hit ratio over time through the events</source>
        <translation>Trefferquote im Zeitverlauf über die Ereignisse</translation>
    </message>
    <message>
        <source>Miss storms of the scale events</source>
        <translation>Fehlzugriffsstürme der Skalierungsereignisse</translation>
    </message>
    <message>
        <source>Algorithm (event)</source>
        <translation>Algorithmus (Ereignis)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>(%1) %2</source>
        <translation>(%1) %2</translation>
    </message>
    <message>
        <source>remove %1 at %2%</source>
        <translation>%1 bei %2 % entfernen</translation>
    </message>
    <message>
        <source>add %1 at %2%</source>
        <translation>%1 bei %2 % hinzufügen</translation>
    </message>
    <message>
        <source>; events %1</source>
        <translation>; Ereignisse %1</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::TrafficJob</name>
    <message>
        <source>uniform over %1 keys, %2 requests</source>
        <translation>gleichverteilt über %1 Schlüssel, %2 Anfragen</translation>
    </message>
    <message>
        <source>Zipf(%1) over %2 keys, %3 requests</source>
        <translation>Zipf(%1) über %2 Schlüssel, %3 Anfragen</translation>
    </message>
    <message>
        <source>the access log %1</source>
        <translation>das Zugriffslog %1</translation>
    </message>
    <message>
        <source>remove %1 at %2%</source>
        <translation>%1 bei %2 % entfernen</translation>
    </message>
    <message>
        <source>add %1 at %2%</source>
        <translation>%1 bei %2 % hinzufügen</translation>
    </message>
    <message>
        <source>algorithms: tick at least one algorithm to compare</source>
        <translation>algorithms: mindestens einen Algorithmus zum Vergleichen ankreuzen</translation>
    </message>
    <message>
        <source>algorithms: &quot;%1&quot; is not a registered algorithm</source>
        <translation>algorithms: „%1“ ist kein registrierter Algorithmus</translation>
    </message>
    <message>
        <source>log: choose an access log to replay</source>
        <translation>log: ein Zugriffslog zum Wiedergeben wählen</translation>
    </message>
    <message>
        <source>log: &quot;%1&quot; is not a readable file</source>
        <translation>log: „%1“ ist keine lesbare Datei</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>the replay failed</source>
        <translation>die Wiedergabe ist fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::TrafficPage</name>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>Verkehr</translation>
    </message>
    <message>
        <source>Access log to replay</source>
        <translation>Wiederzugebendes Zugriffslog</translation>
    </message>
    <message>
        <source>Access logs (*.log *.txt);;All files (*)</source>
        <translation>Zugriffslogs (*.log *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Fix the settings marked in red, then replay.</source>
        <translation>Die rot markierten Einstellungen korrigieren, dann wiedergeben.</translation>
    </message>
    <message>
        <source>requests: &quot;%1&quot; is not a whole number (1 to %2)</source>
        <translation>requests: „%1“ ist keine ganze Zahl (1 bis %2)</translation>
    </message>
    <message numerus="yes">
        <source>Replaying the traffic through %n algorithm(s)…</source>
        <translation>
            <numerusform>Verkehr wird durch %n Algorithmus wiedergegeben…</numerusform>
            <numerusform>Verkehr wird durch %n Algorithmen wiedergegeben…</numerusform>
        </translation>
    </message>
    <message>
        <source>Requests per server: %1</source>
        <translation>Anfragen pro Server: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cancelled: the charts show the algorithms replayed before.</source>
        <translation>Abgebrochen: die Diagramme zeigen die zuvor wiedergegebenen Algorithmen.</translation>
    </message>
    <message numerus="yes">
        <source>%n algorithm(s) replayed.</source>
        <translation>
            <numerusform>%n Algorithmus wiedergegeben.</numerusform>
            <numerusform>%n Algorithmen wiedergegeben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Traffic model:</source>
        <translation>Verkehrsmodell:</translation>
    </message>
    <message>
        <source>Uniform</source>
        <translation>Gleichverteilt</translation>
    </message>
    <message>
        <source>Zipf</source>
        <translation>Zipf</translation>
    </message>
    <message>
        <source>Replay an access log</source>
        <translation>Zugriffslog wiedergeben</translation>
    </message>
    <message>
        <source>Uniform: every key equally popular. Zipf: key k requested in proportion to k^-s. An access log (nginx combined, HAProxy&apos;s HTTP log, or one path per line) is replayed in order.</source>
        <translation>Gleichverteilt: jeder Schlüssel gleich beliebt. Zipf: Schlüssel k wird proportional zu k^-s angefragt. Ein Zugriffslog (nginx combined, HAProxys HTTP-Log oder ein Pfad pro Zeile) wird der Reihe nach wiedergegeben.</translation>
    </message>
    <message>
        <source>Zipf s:</source>
        <translation>Zipf s:</translation>
    </message>
    <message>
        <source>The Zipf exponent s, above 0 and at most %1</source>
        <translation>Der Zipf-Exponent s, über 0 und höchstens %1</translation>
    </message>
    <message>
        <source>Keys U:</source>
        <translation>Schlüssel U:</translation>
    </message>
    <message>
        <source>Keys in the universe, 1 to %1</source>
        <translation>Schlüssel im Universum, 1 bis %1</translation>
    </message>
    <message>
        <source>Requests R:</source>
        <translation>Anfragen R:</translation>
    </message>
    <message>
        <source>Requests to replay, 1 to %1</source>
        <translation>Wiederzugebende Anfragen, 1 bis %1</translation>
    </message>
    <message>
        <source>Log:</source>
        <translation>Log:</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Cache per server:</source>
        <translation>Cache pro Server:</translation>
    </message>
    <message>
        <source> objects</source>
        <translation> Objekte</translation>
    </message>
    <message>
        <source>LRU capacity of each server&apos;s cache, 1 to %1 objects</source>
        <translation>LRU-Kapazität des Caches jedes Servers, 1 bis %1 Objekte</translation>
    </message>
    <message>
        <source>Time windows:</source>
        <translation>Zeitfenster:</translation>
    </message>
    <message>
        <source>The hit ratio over time is measured in this many equal windows of requests (2 to %1)</source>
        <translation>Die Trefferquote im Zeitverlauf wird in so vielen gleich großen Anfragefenstern gemessen (2 bis %1)</translation>
    </message>
    <message>
        <source>Timeline of events:</source>
        <translation>Zeitleiste der Ereignisse:</translation>
    </message>
    <message>
        <source>One event a line, edited in place: &quot;remove ADDRESS@30%&quot; takes a server out when 30% of the requests are sent; &quot;add ADDRESS@60%&quot; puts it back or adds a new one (add ADDRESS=WEIGHT@P% for a weight).</source>
        <translation>Ein Ereignis pro Zeile, direkt bearbeitbar: &quot;remove ADDRESS@30%&quot; entfernt einen Server, wenn 30 % der Anfragen gesendet sind; &quot;add ADDRESS@60%&quot; nimmt ihn wieder auf oder fügt einen neuen hinzu (add ADDRESS=WEIGHT@P% für ein Gewicht).</translation>
    </message>
    <message>
        <source>Add event</source>
        <translation>Ereignis hinzufügen</translation>
    </message>
    <message>
        <source>Remove event</source>
        <translation>Ereignis entfernen</translation>
    </message>
    <message>
        <source>Algorithms to compare:</source>
        <translation>Zu vergleichende Algorithmen:</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiedergeben</translation>
    </message>
    <message>
        <source>Miss storms</source>
        <translation>Fehlzugriffsstürme</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Replaying…</source>
        <translation>Wiedergabe läuft…</translation>
    </message>
    <message>
        <source>The access log to replay: nginx combined, HAProxy&apos;s default HTTP log, or one path per line (read as a stream; a line that is none of these is refused with its number)</source>
        <translation>Das wiederzugebende Zugriffslog: nginx combined, das Standard-HTTP-Log von HAProxy oder ein Pfad pro Zeile (als Datenstrom gelesen; eine Zeile, die nichts davon ist, wird mit ihrer Nummer abgelehnt)</translation>
    </message>
    <message>
        <source>The algorithm whose requests per server the chart below shows</source>
        <translation>Der Algorithmus, dessen Anfragen pro Server das Diagramm darunter zeigt</translation>
    </message>
    <message>
        <source>Requests per server</source>
        <translation>Anfragen pro Server</translation>
    </message>
    <message>
        <source>Hit ratio over time</source>
        <translation>Trefferquote im Zeitverlauf</translation>
    </message>
    <message>
        <source>Outdated: the results below are for the previous settings. Fix the settings marked in red to replay.</source>
        <translation>Veraltet: Die Ergebnisse unten gehören zu den vorherigen Einstellungen. Korrigieren Sie die rot markierten Einstellungen, um neu wiederzugeben.</translation>
    </message>
    <message>
        <source>Outdated: the results below are for the previous settings. Press Replay to replay the new ones.</source>
        <translation>Veraltet: Die Ergebnisse unten gehören zu den vorherigen Einstellungen. Drücken Sie „Wiedergeben“ für die neuen.</translation>
    </message>
    <message>
        <source>Outdated: the results below are for the previous settings; replaying with the new settings…</source>
        <translation>Veraltet: Die Ergebnisse unten gehören zu den vorherigen Einstellungen; es wird mit den neuen Einstellungen wiedergegeben…</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::TrafficStormModel</name>
    <message>
        <source>remove %1 at %2%</source>
        <translation>%1 bei %2 % entfernen</translation>
    </message>
    <message>
        <source>add %1 at %2%</source>
        <translation>%1 bei %2 % hinzufügen</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>not back</source>
        <translation>nicht erholt</translation>
    </message>
    <message>
        <source>Keys whose server changed at the event (Zipf, uniform: of the whole key universe; a log: of the keys requested after it)</source>
        <translation>Schlüssel, deren Server beim Ereignis wechselte (Zipf, gleichverteilt: vom gesamten Schlüsseluniversum; Log: von den danach angefragten Schlüsseln)</translation>
    </message>
    <message>
        <source>The miss storm: requests after the event that were a moved key&apos;s first request since it and missed</source>
        <translation>Der Fehlzugriffssturm: Anfragen nach dem Ereignis, die seither die erste Anfrage eines verschobenen Schlüssels waren und den Cache verfehlten</translation>
    </message>
    <message>
        <source>Requests from the event until a window&apos;s hit ratio is back within 1 point of the window before it</source>
        <translation>Anfragen vom Ereignis, bis die Trefferquote eines Fensters wieder innerhalb von 1 Prozentpunkt des Fensters davor liegt</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Before request</source>
        <translation>Vor Anfrage</translation>
    </message>
    <message>
        <source>Keys moved</source>
        <translation>Verschobene Schlüssel</translation>
    </message>
    <message>
        <source>Their requests</source>
        <translation>Deren Anfragen</translation>
    </message>
    <message>
        <source>Miss storm (misses)</source>
        <translation>Fehlzugriffssturm (Fehlzugriffe)</translation>
    </message>
    <message>
        <source>Hit ratio before</source>
        <translation>Trefferquote vorher</translation>
    </message>
    <message>
        <source>Lowest after</source>
        <translation>Tiefstwert danach</translation>
    </message>
    <message>
        <source>Storm length (requests)</source>
        <translation>Sturmdauer (Anfragen)</translation>
    </message>
    <message numerus="yes">
        <source>No dip: the first window after the event already had a hit ratio within 1 point of the window before it (%1 after, %2 before). The storm&apos;s %Ln misses were too few to lower a whole window&apos;s hit ratio by more than 1 point, so there is no length to measure.</source>
        <translation>
            <numerusform>Kein Einbruch: Schon das erste Fenster nach dem Ereignis hatte eine Trefferquote innerhalb von 1 Prozentpunkt des Fensters davor (%1 danach, %2 davor). Der %Ln Fehlzugriff des Sturms senkte die Trefferquote keines ganzen Fensters um mehr als 1 Prozentpunkt, daher gibt es keine Dauer zu messen.</numerusform>
            <numerusform>Kein Einbruch: Schon das erste Fenster nach dem Ereignis hatte eine Trefferquote innerhalb von 1 Prozentpunkt des Fensters davor (%1 danach, %2 davor). Die %Ln Fehlzugriffe des Sturms senkten die Trefferquote keines ganzen Fensters um mehr als 1 Prozentpunkt, daher gibt es keine Dauer zu messen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Storm length —: no dip of more than 1 point, nothing to recover from.</source>
        <translation>Sturmdauer —: kein Einbruch um mehr als 1 Prozentpunkt, nichts aufzuholen.</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::gallery</name>
    <message>
        <source>Max load / average, measured</source>
        <translation>Max. Last / Durchschnitt, gemessen</translation>
    </message>
    <message>
        <source>Cap 1 + ε (the paper&apos;s guarantee)</source>
        <translation>Obergrenze 1 + ε (Garantie des Artikels)</translation>
    </message>
    <message>
        <source>Bounded loads, measured</source>
        <translation>Begrenzte Last, gemessen</translation>
    </message>
    <message>
        <source>ε = %1: %2</source>
        <translation>ε = %1: %2</translation>
    </message>
    <message>
        <source>Source: Mirrokni, Thorup &amp; Zadimoghaddam, &quot;Consistent Hashing with Bounded Loads&quot; (2016): no server above ⌈(1 + ε)·average⌉; an update moves O(1/ε²) keys in expectation.</source>
        <translation>Quelle: Mirrokni, Thorup &amp; Zadimoghaddam, „Consistent Hashing with Bounded Loads“ (2016): kein Server über ⌈(1 + ε)·Durchschnitt⌉; eine Aktualisierung verschiebt im Erwartungswert O(1/ε²) Schlüssel.</translation>
    </message>
    <message>
        <source>ε (capacity = (1 + ε) × average load)</source>
        <translation>ε (Kapazität = (1 + ε) × durchschnittliche Last)</translation>
    </message>
    <message>
        <source>Max load / average</source>
        <translation>Max. Last / Durchschnitt</translation>
    </message>
    <message>
        <source>Bounded loads: the busiest server against ε</source>
        <translation>Begrenzte Last: der meistbelastete Server über ε</translation>
    </message>
    <message>
        <source>RingLab (100 servers, 160 points each, 100,000 keys) measured max/avg %1.</source>
        <translation>RingLab (100 Server, je 160 Punkte, 100.000 Schlüssel) maß max/avg %1.</translation>
    </message>
    <message>
        <source>Keys that change server (%)</source>
        <translation>Schlüssel, die den Server wechseln (%)</translation>
    </message>
    <message>
        <source>nginx ring: %1</source>
        <translation>nginx-Ring: %1</translation>
    </message>
    <message>
        <source>Bounded loads: keys moved when one of 100 servers leaves</source>
        <translation>Begrenzte Last: verschobene Schlüssel, wenn einer von 100 Servern geht</translation>
    </message>
    <message>
        <source>RingLab measured %1; nginx&apos;s ring (160 points, no cap) moves %2.</source>
        <translation>RingLab maß %1; der Ring von nginx (160 Punkte, keine Obergrenze) verschiebt %2.</translation>
    </message>
    <message>
        <source>%1, %2 logical CPUs</source>
        <translation>%1, %2 logische CPUs</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Lookup time (ns, CPU)</source>
        <translation>Nachschlagezeit (ns, CPU)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>rings</source>
        <translation>Ringe</translation>
    </message>
    <message>
        <source>tables and ring-free schemes</source>
        <translation>Tabellen und ringfreie Verfahren</translation>
    </message>
    <message>
        <source>Lookup time against servers: %1 (%2 of %3)</source>
        <translation>Nachschlagezeit über Server: %1 (%2 von %3)</translation>
    </message>
    <message>
        <source>Lookup time against servers: %1</source>
        <translation>Nachschlagezeit über Server: %1</translation>
    </message>
    <message>
        <source>Measured on this machine (%1) by `ringlab-cli figure gallery`, with the lookup benchmark&apos;s code (ringcore LookupTiming, as `bench_lookup --sweep` runs it): pre-hashed keys, CPU time of one thread, up to %2 s per algorithm and size. Other machines give other numbers; compare shapes. At 1,000 servers (ns): %3.</source>
        <translation>Gemessen auf diesem Rechner (%1) mit `ringlab-cli figure gallery`, mit dem Code des Nachschlage-Benchmarks (ringcore LookupTiming, wie `bench_lookup --sweep` ihn ausführt): vorab gehashte Schlüssel, CPU-Zeit eines Threads, bis zu %2 s pro Algorithmus und Größe. Andere Rechner liefern andere Zahlen; vergleichen Sie die Kurvenverläufe. Bei 1.000 Servern (ns): %3.</translation>
    </message>
    <message>
        <source>Maglev max/avg</source>
        <translation>Maglev max/avg</translation>
    </message>
    <message>
        <source>Maglev min/avg</source>
        <translation>Maglev min/avg</translation>
    </message>
    <message>
        <source>⌈M/N⌉/(M/N)</source>
        <translation>⌈M/N⌉/(M/N)</translation>
    </message>
    <message>
        <source>Rendezvous, RingLab</source>
        <translation>Rendezvous, RingLab</translation>
    </message>
    <message>
        <source>Rendezvous, paper</source>
        <translation>Rendezvous, Artikel</translation>
    </message>
    <message>
        <source>Karger, paper</source>
        <translation>Karger, Artikel</translation>
    </message>
    <message>
        <source>Lookup table size M (entries)</source>
        <translation>Größe der Nachschlagetabelle M (Einträge)</translation>
    </message>
    <message>
        <source>Entries / average</source>
        <translation>Einträge / Durchschnitt</translation>
    </message>
    <message>
        <source>Maglev: imbalance against table size, 1,000 backends</source>
        <translation>Maglev: Ungleichgewicht über Tabellengröße, 1.000 Backends</translation>
    </message>
    <message>
        <source>Source: Maglev (NSDI 2016) §5.3, 1,000 backends, M = 65,537 / 655,373: Rendezvous needs %1 / %2 over-provisioning, Karger %3 / %4; Maglev &quot;almost perfect&quot;. RingLab measured Maglev max/avg %5 / %6, Rendezvous %7 / %8.</source>
        <translation>Quelle: Maglev (NSDI 2016) §5.3, 1.000 Backends, M = 65.537 / 655.373: Rendezvous braucht %1 / %2 Überprovisionierung, Karger %3 / %4; Maglev „almost perfect“. RingLab maß Maglev max/avg %5 / %6, Rendezvous %7 / %8.</translation>
    </message>
    <message>
        <source>at 5% removed: Maglev %1 of entries (M = 65,537), %2 (M = 655,373), ring %3 of the hash space</source>
        <translation>bei 5 % entfernt: Maglev %1 der Einträge (M = 65.537), %2 (M = 655.373), Ring %3 des Hash-Raums</translation>
    </message>
    <message>
        <source>Backends removed (% of 1,000)</source>
        <translation>Entfernte Backends (% von 1.000)</translation>
    </message>
    <message>
        <source>Maglev: table entries that change when backends are removed</source>
        <translation>Maglev: Tabelleneinträge, die sich beim Entfernen von Backends ändern</translation>
    </message>
    <message>
        <source>Source: Maglev (NSDI 2016) §5.3, Figure 12 (1,000 backends, k removed at random, 200 runs): the changed share grows with k and is smaller for the larger table; the paper prints no number, only the plot. RingLab measured (one run) %1.</source>
        <translation>Quelle: Maglev (NSDI 2016) §5.3, Abbildung 12 (1.000 Backends, k zufällig entfernt, 200 Läufe): der geänderte Anteil wächst mit k und ist bei der größeren Tabelle kleiner; der Artikel nennt keine Zahl, nur das Diagramm. RingLab maß (ein Lauf) %1.</translation>
    </message>
    <message>
        <source>Maglev (65,537 slots)</source>
        <translation>Maglev (65.537 Slots)</translation>
    </message>
    <message>
        <source>Envoy ring (defaults: 1,024 to 8M entries)</source>
        <translation>Envoy-Ring (Standard: 1.024 bis 8M Einträge)</translation>
    </message>
    <message>
        <source>1/N: only the removed host&apos;s keys</source>
        <translation>1/N: nur die Schlüssel des entfernten Hosts</translation>
    </message>
    <message>
        <source>%1 hosts: %2×</source>
        <translation>%1 Hosts: %2×</translation>
    </message>
    <message>
        <source>Hosts (one removed)</source>
        <translation>Hosts (einer entfernt)</translation>
    </message>
    <message>
        <source>Keys that change host (%)</source>
        <translation>Schlüssel, die den Host wechseln (%)</translation>
    </message>
    <message>
        <source>Envoy: keys moved by a host change, Maglev against the ring</source>
        <translation>Envoy: durch eine Hoständerung verschobene Schlüssel, Maglev gegenüber Ring</translation>
    </message>
    <message>
        <source>Source: Envoy&apos;s load-balancer documentation, &quot;More keys will move position when hosts are removed (simulations show approximately double the keys will move)&quot;. RingLab measured Maglev / ring: %1 (200,000 keys, mean of five removals).</source>
        <translation>Quelle: Load-Balancer-Dokumentation von Envoy, „More keys will move position when hosts are removed (simulations show approximately double the keys will move)“. RingLab maß Maglev / Ring: %1 (200.000 Schlüssel, Mittel aus fünf Entfernungen).</translation>
    </message>
    <message>
        <source>Load / fair share</source>
        <translation>Last / fairer Anteil</translation>
    </message>
    <message>
        <source>Busiest, measured by RingLab</source>
        <translation>Meistbelastet, von RingLab gemessen</translation>
    </message>
    <message>
        <source>Busiest, published</source>
        <translation>Meistbelastet, veröffentlicht</translation>
    </message>
    <message>
        <source>Quietest, measured</source>
        <translation>Am wenigsten belastet, gemessen</translation>
    </message>
    <message>
        <source>Quietest, published</source>
        <translation>Am wenigsten belastet, veröffentlicht</translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <source>Busiest and quietest server per proxy default</source>
        <translation>Meistbelasteter und am wenigsten belasteter Server pro Proxy-Standard</translation>
    </message>
    <message>
        <source>Busiest, measured/published: %1.</source>
        <translation>Meistbelastet, gemessen/veröffentlicht: %1.</translation>
    </message>
    <message>
        <source>Points per server (HAProxy: 16 per unit of weight)</source>
        <translation>Punkte pro Server (HAProxy: 16 pro Gewichtseinheit)</translation>
    </message>
    <message>
        <source>Busiest server&apos;s load / fair share</source>
        <translation>Last des meistbelasteten Servers / fairer Anteil</translation>
    </message>
    <message>
        <source>HAProxy, measured by RingLab</source>
        <translation>HAProxy, von RingLab gemessen</translation>
    </message>
    <message>
        <source>HAProxy, published</source>
        <translation>HAProxy, veröffentlicht</translation>
    </message>
    <message>
        <source>Gamma-maximum model (random ring)</source>
        <translation>Gamma-Maximum-Modell (Zufallsring)</translation>
    </message>
    <message>
        <source>w%1 %2/%3</source>
        <translation>G%1 %2/%3</translation>
    </message>
    <message>
        <source>fair share</source>
        <translation>fairer Anteil</translation>
    </message>
    <message>
        <source>HAProxy&apos;s weight sweep: same proxy, only the points change</source>
        <translation>Gewichtsreihe von HAProxy: derselbe Proxy, nur die Punkte ändern sich</translation>
    </message>
    <message>
        <source>Largest receiver&apos;s share of the removed server&apos;s keys (%)</source>
        <translation>Anteil des größten Empfängers an den Schlüsseln des entfernten Servers (%)</translation>
    </message>
    <message>
        <source>Measured by RingLab</source>
        <translation>Von RingLab gemessen</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Veröffentlicht</translation>
    </message>
    <message>
        <source>Removal of one backend: the largest receiver&apos;s share</source>
        <translation>Entfernen eines Backends: Anteil des größten Empfängers</translation>
    </message>
    <message>
        <source>Source: the seed article&apos;s removal table (200,000 keys, one of 100 backends removed; RingLab removed %1). Measured/published: %2.</source>
        <translation>Quelle: die Entfernungstabelle des Ausgangsartikels (200.000 Schlüssel, eines von 100 Backends entfernt; RingLab entfernte %1). Gemessen/veröffentlicht: %2.</translation>
    </message>
    <message>
        <source>Source: the seed article (100 backends, 1,000,000 keys).</source>
        <translation>Quelle: der Ausgangsartikel (100 Backends, 1.000.000 Schlüssel).</translation>
    </message>
    <message>
        <source>Points per server (k)</source>
        <translation>Punkte pro Server (k)</translation>
    </message>
    <message>
        <source>CV of server load</source>
        <translation>VK der Serverlast</translation>
    </message>
    <message>
        <source>Cloudflare: √((N−1)/(N·k+1)), N = 100</source>
        <translation>Cloudflare: √((N−1)/(N·k+1)), N = 100</translation>
    </message>
    <message>
        <source>1/√k</source>
        <translation>1/√k</translation>
    </message>
    <message>
        <source>RingLab, simulated rings (RMS CV)</source>
        <translation>RingLab, simulierte Ringe (RMS-VK)</translation>
    </message>
    <message>
        <source>Published (seed article&apos;s simulation)</source>
        <translation>Veröffentlicht (Simulation des Ausgangsartikels)</translation>
    </message>
    <message>
        <source>Spread against hashes per server (Cloudflare&apos;s formula)</source>
        <translation>Streuung über Hashes pro Server (Cloudflares Formel)</translation>
    </message>
    <message>
        <source>Source: Cloudflare, &quot;Saving another 100TB of RAM with math (and Rust)&quot; (seed 001): CV = √((N−1)/(N·k+1)), about 8% at k = 160 and N = 100 (formula: %1). RingLab measured %2 at k = 128 over %3 random rings per k; the seed article published 7.8% at k = 160.</source>
        <translation>Quelle: Cloudflare, „Saving another 100TB of RAM with math (and Rust)“ (Ausgangsartikel 001): VK = √((N−1)/(N·k+1)), etwa 8 % bei k = 160 und N = 100 (Formel: %1). RingLab maß %2 bei k = 128 über %3 Zufallsringe pro k; der Ausgangsartikel veröffentlichte 7,8 % bei k = 160.</translation>
    </message>
    <message>
        <source>seed article</source>
        <translation>Ausgangsartikel</translation>
    </message>
    <message>
        <source>Cloudflare&apos;s CV</source>
        <translation>Cloudflares VK</translation>
    </message>
    <message>
        <source>Maglev</source>
        <translation>Maglev</translation>
    </message>
    <message>
        <source>Envoy: Maglev against the ring</source>
        <translation>Envoy: Maglev gegenüber Ring</translation>
    </message>
    <message>
        <source>bounded loads</source>
        <translation>begrenzte Last</translation>
    </message>
    <message>
        <source>lookup time</source>
        <translation>Nachschlagezeit</translation>
    </message>
    <message>
        <source>nginx (160)</source>
        <translation>nginx (160)</translation>
    </message>
    <message>
        <source>HAProxy w1 (16)</source>
        <translation>HAProxy G1 (16)</translation>
    </message>
    <message>
        <source>HAProxy w10 (160)</source>
        <translation>HAProxy G10 (160)</translation>
    </message>
    <message>
        <source>HAProxy w100 (1,600)</source>
        <translation>HAProxy G100 (1.600)</translation>
    </message>
    <message>
        <source>Envoy default (11)</source>
        <translation>Envoy-Standard (11)</translation>
    </message>
    <message>
        <source>Envoy ring 16,000 (160)</source>
        <translation>Envoy-Ring 16.000 (160)</translation>
    </message>
    <message>
        <source>Maglev, M = 65,537</source>
        <translation>Maglev, M = 65.537</translation>
    </message>
    <message>
        <source>Maglev, M = 655,373</source>
        <translation>Maglev, M = 655.373</translation>
    </message>
    <message>
        <source>Ring (nginx), 160 points</source>
        <translation>Ring (nginx), 160 Punkte</translation>
    </message>
    <message>
        <source>Ideal: the removed share</source>
        <translation>Ideal: der entfernte Anteil</translation>
    </message>
    <message>
        <source>Table entries (Maglev) or hash space (ring) changed (%)</source>
        <translation>Geänderte Tabelleneinträge (Maglev) bzw. geänderter Hash-Raum (Ring) (%)</translation>
    </message>
</context>
</TS>

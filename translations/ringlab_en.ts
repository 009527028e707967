<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AdviceReportFormatter</name>
    <message numerus="yes">
        <source>| Ring memory | per ring | for %1 rings |
|---|---|---|
</source>
        <translation>
            <numerusform>| Ring memory | per ring | for %1 ring |
|---|---|---|
</numerusform>
            <numerusform>| Ring memory | per ring | for %1 rings |
|---|---|---|
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveRunStatus</name>
    <message numerus="yes">
        <source>Loading through %1: %2 of %3 keys sent · %4</source>
        <translation>
            <numerusform>Loading through %1: %2 of %3 key sent · %4</numerusform>
            <numerusform>Loading through %1: %2 of %3 keys sent · %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rechecking through %1: sending the first %2 keys again · %3</source>
        <translation>
            <numerusform>Rechecking through %1: sending the first %2 key again · %3</numerusform>
            <numerusform>Rechecking through %1: sending the first %2 keys again · %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Valid: %1 keys through %2, every rule passed.</source>
        <translation>
            <numerusform>Valid: %1 key through %2, every rule passed.</numerusform>
            <numerusform>Valid: %1 keys through %2, every rule passed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not valid: %1 keys through %2; %3.</source>
        <translation>
            <numerusform>Not valid: %1 key through %2; %3.</numerusform>
            <numerusform>Not valid: %1 keys through %2; %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %1 of %2 keys through %3; a cancelled run is not valid.</source>
        <translation>
            <numerusform>Cancelled after %1 of %2 key through %3; a cancelled run is not valid.</numerusform>
            <numerusform>Cancelled after %1 of %2 keys through %3; a cancelled run is not valid.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 requests (keys + recheck)</source>
        <translation>
            <numerusform>%1 of %2 request (keys + recheck)</numerusform>
            <numerusform>%1 of %2 requests (keys + recheck)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 live run, %2 keys (%3 after %2 of %4 planned)</source>
        <translation>
            <numerusform>%1 live run, %2 key (%3 after %2 of %4 planned)</numerusform>
            <numerusform>%1 live run, %2 keys (%3 after %2 of %4 planned)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 live run, %2 keys</source>
        <translation>
            <numerusform>%1 live run, %2 key</numerusform>
            <numerusform>%1 live run, %2 keys</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveRunner</name>
    <message numerus="yes">
        <source>the run was cancelled after %1 of %2 keys</source>
        <translation>
            <numerusform>the run was cancelled after %1 of %2 key</numerusform>
            <numerusform>the run was cancelled after %1 of %2 keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the run was cancelled after %1 of %2 keys: %3</source>
        <translation>
            <numerusform>the run was cancelled after %1 of %2 key: %3</numerusform>
            <numerusform>the run was cancelled after %1 of %2 keys: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only %1 of %2 keys were answered</source>
        <translation>
            <numerusform>only %1 of %2 key was answered</numerusform>
            <numerusform>only %1 of %2 keys were answered</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 requests failed without an HTTP answer</source>
        <translation>
            <numerusform>%1 request failed without an HTTP answer</numerusform>
            <numerusform>%1 requests failed without an HTTP answer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 requests were answered with a status other than 200</source>
        <translation>
            <numerusform>%1 request was answered with a status other than 200</numerusform>
            <numerusform>%1 requests were answered with a status other than 200</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 requests were answered by a backend marked down</source>
        <translation>
            <numerusform>%1 request was answered by a backend marked down</numerusform>
            <numerusform>%1 requests were answered by a backend marked down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 requests came back without a known backend</source>
        <translation>
            <numerusform>%1 request came back without a known backend</numerusform>
            <numerusform>%1 requests came back without a known backend</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of the %2 rechecked keys landed on a different backend the second time</source>
        <translation>
            <numerusform>%1 of the %2 rechecked key landed on a different backend the second time</numerusform>
            <numerusform>%1 of the %2 rechecked keys landed on a different backend the second time</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only %1 keys were rechecked</source>
        <translation>
            <numerusform>only %1 key was rechecked</numerusform>
            <numerusform>only %1 keys were rechecked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 keys reached the backends as another path than the key (rewritten on the way, so the proxy hashed something else): %2</source>
        <translation>
            <numerusform>%1 key reached the backends as another path than the key (rewritten on the way, so the proxy hashed something else): %2</numerusform>
            <numerusform>%1 keys reached the backends as another path than the key (rewritten on the way, so the proxy hashed something else): %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>nginx logged %1 upstream errors (keys may have been sent to the next server on the ring)</source>
        <translation>
            <numerusform>nginx logged %1 upstream error (keys may have been sent to the next server on the ring)</numerusform>
            <numerusform>nginx logged %1 upstream errors (keys may have been sent to the next server on the ring)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>nginx logged %1 alerts or critical errors (for example a worker process that died mid-run): %2</source>
        <translation>
            <numerusform>nginx logged %1 alert or critical error (for example a worker process that died mid-run): %2</numerusform>
            <numerusform>nginx logged %1 alerts or critical errors (for example a worker process that died mid-run): %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringcore::LiveRunner</name>
    <message numerus="yes">
        <source>stopped %n process(es) and removed %1 private folder(s) left by a RingLab that was killed during a run</source>
        <translation>
            <numerusform>stopped %n process and removed %1 private folder(s) left by a RingLab that was killed during a run</numerusform>
            <numerusform>stopped %n processes and removed %1 private folder(s) left by a RingLab that was killed during a run</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kept %n private folder(s) of killed runs that asked to keep them (--keep-temp)</source>
        <translation>
            <numerusform>kept %n private folder of killed runs that asked to keep them (--keep-temp)</numerusform>
            <numerusform>kept %n private folders of killed runs that asked to keep them (--keep-temp)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringcore::RemovalMatrixBuilder</name>
    <message numerus="yes">
        <source>memory: removing each of %1 servers in turn (%n matrix/matrices of %1 × %1) needs about %2, above the limit of %3; %4</source>
        <translation>
            <numerusform>memory: removing each of %1 servers in turn (%n matrix of %1 × %1) needs about %2, above the limit of %3; %4</numerusform>
            <numerusform>memory: removing each of %1 servers in turn (%n matrices of %1 × %1) needs about %2, above the limit of %3; %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringcore::SimResultIo</name>
    <message numerus="yes">
        <source>%Ln server(s)</source>
        <translation>
            <numerusform>%Ln server</numerusform>
            <numerusform>%Ln servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln ring(s) per row</source>
        <translation>
            <numerusform>%Ln ring per row</numerusform>
            <numerusform>%Ln rings per row</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringcore::TrafficReplay</name>
    <message numerus="yes">
        <source>memory: the %n ring(s) of this %1 setting (one before the events and one after each) need about %2, above the limit of %3; %4</source>
        <translation>
            <numerusform>memory: the %n ring of this %1 setting (one before the events and one after each) needs about %2, above the limit of %3; %4</numerusform>
            <numerusform>memory: the %n rings of this %1 setting (one before the events and one after each) need about %2, above the limit of %3; %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::cli::CompareCommand</name>
    <message numerus="yes">
        <source>Results (%Ln backend(s), %1 keys)

</source>
        <translation>
            <numerusform>Results (%Ln backend, %1 keys)

</numerusform>
            <numerusform>Results (%Ln backends, %1 keys)

</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::cli::SharesCommand</name>
    <message numerus="yes">
        <source>%1 over %n server(s): %2 points, %3 bytes
</source>
        <translation>
            <numerusform>%1 over %n server: %2 points, %3 bytes
</numerusform>
            <numerusform>%1 over %n servers: %2 points, %3 bytes
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::BackendBarsView</name>
    <message numerus="yes">
        <source>Backends (%n), keys each; dashed: fair share</source>
        <translation>
            <numerusform>Backend (%n), keys; dashed: fair share</numerusform>
            <numerusform>Backends (%n), keys each; dashed: fair share</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::ComparePage</name>
    <message numerus="yes">
        <source>%n setting(s) compared.</source>
        <translation>
            <numerusform>%n setting compared.</numerusform>
            <numerusform>%n settings compared.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::ExperimentChangeCommand</name>
    <message numerus="yes">
        <source>change weights of %n server(s)</source>
        <translation>
            <numerusform>change the weight of %n server</numerusform>
            <numerusform>change the weights of %n servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>change %n server(s)</source>
        <translation>
            <numerusform>change %n server</numerusform>
            <numerusform>change %n servers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::ExperimentPanel</name>
    <message numerus="yes">
        <source>%Ln points per unit of weight</source>
        <translation>
            <numerusform>%Ln point per unit of weight</numerusform>
            <numerusform>%Ln points per unit of weight</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::ExportDialog</name>
    <message numerus="yes">
        <source>It needs more than the height given: written as %n parts (one file each), the first %1 × %2.</source>
        <translation>
            <numerusform>It needs more than the height given: written as %n part (one file each), the first %1 × %2.</numerusform>
            <numerusform>It needs more than the height given: written as %n parts (one file each), the first %1 × %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::Figure</name>
    <message numerus="yes">
        <source>%n more series in the CSV and JSON (all drawn with --all-series or at a larger size)</source>
        <translation>
            <numerusform>%n more series in the CSV and JSON (all drawn with --all-series or at a larger size)</numerusform>
            <numerusform>%n more series in the CSV and JSON (all drawn with --all-series or at a larger size)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::FigureBatchExport</name>
    <message numerus="yes">
        <source>%n file(s) could not be written: %1</source>
        <translation>
            <numerusform>%n file could not be written: %1</numerusform>
            <numerusform>%n files could not be written: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::GalleryDialog</name>
    <message numerus="yes">
        <source>%n figure(s) computed.</source>
        <translation>
            <numerusform>%n figure computed.</numerusform>
            <numerusform>%n figures computed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) written (single-column size, 300 dpi).</source>
        <translation>
            <numerusform>%n file written (single-column size, 300 dpi).</numerusform>
            <numerusform>%n files written (single-column size, 300 dpi).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::HeatmapPainter</name>
    <message numerus="yes">
        <source>Receiving server (%n server(s))</source>
        <translation>
            <numerusform>Receiving server (%n server)</numerusform>
            <numerusform>Receiving server (%n servers)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::HeatmapView</name>
    <message numerus="yes">
        <source>Row: %n receiver(s), largest %1%, %2% of all keys moved between survivors</source>
        <translation>
            <numerusform>Row: %n receiver, largest %1%, %2% of all keys moved between survivors</numerusform>
            <numerusform>Row: %n receivers, largest %1%, %2% of all keys moved between survivors</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::LessonBook</name>
    <message numerus="yes">
        <source>&lt;p&gt;Every server is hashed to &lt;b&gt;one&lt;/b&gt; point of the circle, and a key belongs to the first point clockwise from it. With %n servers the fair share is %1 each.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Every server is hashed to &lt;b&gt;one&lt;/b&gt; point of the circle, and a key belongs to the first point clockwise from it. With %n server the fair share is %1.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Every server is hashed to &lt;b&gt;one&lt;/b&gt; point of the circle, and a key belongs to the first point clockwise from it. With %n servers the fair share is %1 each.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;Total: &lt;b&gt;%1 points for %n servers&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Total: &lt;b&gt;%1 points for %n server&lt;/b&gt;.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Total: &lt;b&gt;%1 points for %n servers&lt;/b&gt;.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;Measured against the same %n servers before the removal: </source>
        <translation>
            <numerusform>&lt;p&gt;Measured against the same %n server before the removal: </numerusform>
            <numerusform>&lt;p&gt;Measured against the same %n servers before the removal: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;Points even out the &lt;i&gt;hash space&lt;/i&gt;, not the traffic. Here %n servers with %1 points each serve %2 requests: the experiment&apos;s keys once each, and one popular key, %3, every tenth request (%4 requests).&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Points even out the &lt;i&gt;hash space&lt;/i&gt;, not the traffic. Here %n server with %1 points serves %2 requests: the experiment&apos;s keys once each, and one popular key, %3, every tenth request (%4 requests).&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Points even out the &lt;i&gt;hash space&lt;/i&gt;, not the traffic. Here %n servers with %1 points each serve %2 requests: the experiment&apos;s keys once each, and one popular key, %3, every tenth request (%4 requests).&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 keys moved (%3).</source>
        <translation>
            <numerusform>%1 of %2 key moved (%3).</numerusform>
            <numerusform>%1 of %2 keys moved (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n servers, k = %1</source>
        <translation>
            <numerusform>%n server, k = %1</numerusform>
            <numerusform>%n servers, k = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n servers</source>
        <translation>
            <numerusform>%n server</numerusform>
            <numerusform>%n servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;The Advisor asks: in how many random rings of this size is the busiest server within 1+ε = %1 of a fair share? At k = %2 it is in none of the %Ln simulated rings; the 95th percentile busiest is %3.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;The Advisor asks: in how many random rings of this size is the busiest server within 1+ε = %1 of a fair share? At k = %2 it is in none of the %Ln simulated ring; the 95th percentile busiest is %3.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;The Advisor asks: in how many random rings of this size is the busiest server within 1+ε = %1 of a fair share? At k = %2 it is in none of the %Ln simulated rings; the 95th percentile busiest is %3.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%n servers, each with %1 points on the ring. When a server fails, nginx marks it &lt;i&gt;down&lt;/i&gt;: its points stay on the ring and are skipped, so each of them hands its arc to the next point clockwise whose server is up. Only its own keys move, each to the neighbour after one of its points.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;%n server with %1 points on the ring. When a server fails, nginx marks it &lt;i&gt;down&lt;/i&gt;: its points stay on the ring and are skipped, so each of them hands its arc to the next point clockwise whose server is up. Only its own keys move, each to the neighbour after one of its points.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;%n servers, each with %1 points on the ring. When a server fails, nginx marks it &lt;i&gt;down&lt;/i&gt;: its points stay on the ring and are skipped, so each of them hands its arc to the next point clockwise whose server is up. Only its own keys move, each to the neighbour after one of its points.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%1 is marked down. Against the same %n servers before the removal: </source>
        <translation>
            <numerusform>&lt;p&gt;%1 is marked down. Against the same %n server before the removal: </numerusform>
            <numerusform>&lt;p&gt;%1 is marked down. Against the same %n servers before the removal: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> The down server held %1 keys (%2); its %3 points are skipped, and they handed those keys to %n other servers; the largest took %4 of them. Keys that moved between surviving servers: &lt;b&gt;%5&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>
            <numerusform> The down server held %1 keys (%2); its %3 points are skipped, and they handed those keys to %n other server, which took %4 of them. Keys that moved between surviving servers: &lt;b&gt;%5&lt;/b&gt;.&lt;/p&gt;</numerusform>
            <numerusform> The down server held %1 keys (%2); its %3 points are skipped, and they handed those keys to %n other servers; the largest took %4 of them. Keys that moved between surviving servers: &lt;b&gt;%5&lt;/b&gt;.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%n of the %1 points asked for landed on a 32-bit value that another point already had. The ring keeps one point per value, so it holds %2 points, and the Numbers panel writes k = %3 (%2 ÷ %4 servers).&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;%n of the %1 points asked for landed on a 32-bit value that another point already had. The ring keeps one point per value, so it holds %2 points, and the Numbers panel writes k = %3 (%2 ÷ %4 servers).&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;%n of the %1 points asked for landed on a 32-bit value that another point already had. The ring keeps one point per value, so it holds %2 points, and the Numbers panel writes k = %3 (%2 ÷ %4 servers).&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;Your experiment&apos;s %n servers that are up, with your addresses and weights, on an ideal ring with %1 points per unit of weight (nginx&apos;s default).</source>
        <translation>
            <numerusform>&lt;p&gt;Your experiment&apos;s %n server that is up, with your addresses and weights, on an ideal ring with %1 points per unit of weight (nginx&apos;s default).</numerusform>
            <numerusform>&lt;p&gt;Your experiment&apos;s %n servers that are up, with your addresses and weights, on an ideal ring with %1 points per unit of weight (nginx&apos;s default).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%n servers of weight 1 on an ideal ring with %1 points each (nginx&apos;s default).</source>
        <translation>
            <numerusform>&lt;p&gt;%n server of weight 1 on an ideal ring with %1 points each (nginx&apos;s default).</numerusform>
            <numerusform>&lt;p&gt;%n servers of weight 1 on an ideal ring with %1 points each (nginx&apos;s default).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%3 was removed. Envoy builds a new ring from the %n hosts that are up: %1 points each, &lt;b&gt;%2&lt;/b&gt; in the ring, as its centre and the Numbers panel say. The removed host&apos;s points are gone, not skipped as nginx&apos;s are in lesson 4. </source>
        <translation>
            <numerusform>&lt;p&gt;%3 was removed. Envoy builds a new ring from the %n host that is up: %1 points each, &lt;b&gt;%2&lt;/b&gt; in the ring, as its centre and the Numbers panel say. The removed host&apos;s points are gone, not skipped as nginx&apos;s are in lesson 4. </numerusform>
            <numerusform>&lt;p&gt;%3 was removed. Envoy builds a new ring from the %n hosts that are up: %1 points each, &lt;b&gt;%2&lt;/b&gt; in the ring, as its centre and the Numbers panel say. The removed host&apos;s points are gone, not skipped as nginx&apos;s are in lesson 4. </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%3 was removed. Envoy builds a new ring from the %n hosts that are up: %1 points each, &lt;b&gt;%2&lt;/b&gt; in the ring, as its centre says. The removed host&apos;s points are gone, not skipped as nginx&apos;s are in lesson 4. </source>
        <translation>
            <numerusform>&lt;p&gt;%3 was removed. Envoy builds a new ring from the %n host that is up: %1 points each, &lt;b&gt;%2&lt;/b&gt; in the ring, as its centre says. The removed host&apos;s points are gone, not skipped as nginx&apos;s are in lesson 4. </numerusform>
            <numerusform>&lt;p&gt;%3 was removed. Envoy builds a new ring from the %n hosts that are up: %1 points each, &lt;b&gt;%2&lt;/b&gt; in the ring, as its centre says. The removed host&apos;s points are gone, not skipped as nginx&apos;s are in lesson 4. </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%n of the %1 points asked for landed on a 32-bit value that another point already had. The ring keeps one point per value, so it holds %2 points: k = %3 (%2 ÷ %4 servers).&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;%n of the %1 points asked for landed on a 32-bit value that another point already had. The ring keeps one point per value, so it holds %2 points: k = %3 (%2 ÷ %4 servers).&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;%n of the %1 points asked for landed on a 32-bit value that another point already had. The ring keeps one point per value, so it holds %2 points: k = %3 (%2 ÷ %4 servers).&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;Points even out the &lt;i&gt;hash space&lt;/i&gt;, not the traffic. The lesson started with %n servers with %1 points each serving %2 requests: the experiment&apos;s keys once each, and one popular key, %3, every tenth request (%4 requests).&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;Points even out the &lt;i&gt;hash space&lt;/i&gt;, not the traffic. The lesson started with %n server with %1 points serving %2 requests: the experiment&apos;s keys once each, and one popular key, %3, every tenth request (%4 requests).&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;Points even out the &lt;i&gt;hash space&lt;/i&gt;, not the traffic. The lesson started with %n servers with %1 points each serving %2 requests: the experiment&apos;s keys once each, and one popular key, %3, every tenth request (%4 requests).&lt;/p&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::LivePage</name>
    <message numerus="yes">
        <source>%n request(s) without an answer so far</source>
        <translation>
            <numerusform>%n request without an answer so far</numerusform>
            <numerusform>%n requests without an answer so far</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) other than 200 so far</source>
        <translation>
            <numerusform>%n answer other than 200 so far</numerusform>
            <numerusform>%n answers other than 200 so far</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>backend %1 is down but answered %Ln keys</source>
        <translation>
            <numerusform>backend %1 is down but answered %Ln key</numerusform>
            <numerusform>backend %1 is down but answered %Ln keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>So far: busiest %1× mean, CV %2% over %Ln answered key(s); %3 unanswered, %4 not 200</source>
        <translation>
            <numerusform>So far: busiest %1× mean, CV %2% over %Ln answered key; %3 unanswered, %4 not 200</numerusform>
            <numerusform>So far: busiest %1× mean, CV %2% over %Ln answered keys; %3 unanswered, %4 not 200</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::MainWindow</name>
    <message numerus="yes">
        <source>Export cancelled after %n file(s).</source>
        <translation>
            <numerusform>Export cancelled after %n file.</numerusform>
            <numerusform>Export cancelled after %n files.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) written to %1</source>
        <translation>
            <numerusform>%n file written to %1</numerusform>
            <numerusform>%n files written to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Written (%n file(s)):</source>
        <translation>
            <numerusform>Written (%n file):</numerusform>
            <numerusform>Written (%n files):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not written (%n file(s)):</source>
        <translation>
            <numerusform>Not written (%n file):</numerusform>
            <numerusform>Not written (%n files):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::NumbersPanel</name>
    <message numerus="yes">
        <source>%Ln table slot(s)</source>
        <translation>
            <numerusform>%Ln table slot</numerusform>
            <numerusform>%Ln table slots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln point</numerusform>
            <numerusform>%Ln points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::RemovalPage</name>
    <message numerus="yes">
        <source>%Ln key(s) per configuration; colour: fraction of the removed server&apos;s keys.</source>
        <translation>
            <numerusform>%Ln key per configuration; colour: fraction of the removed server&apos;s keys.</numerusform>
            <numerusform>%Ln keys per configuration; colour: fraction of the removed server&apos;s keys.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::RingPage</name>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n server</numerusform>
            <numerusform>%n servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s)</source>
        <translation>
            <numerusform>%Ln key</numerusform>
            <numerusform>%Ln keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln table slot(s)</source>
        <translation>
            <numerusform>%Ln table slot</numerusform>
            <numerusform>%Ln table slots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln point</numerusform>
            <numerusform>%Ln points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::RingRenderer</name>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n server</numerusform>
            <numerusform>%n servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln point</numerusform>
            <numerusform>%Ln points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::RingView</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 keys moved (%3%)</source>
        <translation>
            <numerusform>%1 of %2 key moved (%3%)</numerusform>
            <numerusform>%1 of %2 keys moved (%3%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 from %2 to %n servers (largest: %3%)</source>
        <translation>
            <numerusform>%1 from %2 to %n server (largest: %3%)</numerusform>
            <numerusform>%1 from %2 to %n servers (largest: %3%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %n servers, most from %1 (%2 keys)</source>
        <translation>
            <numerusform>from %n server, %1 (%2 keys)</numerusform>
            <numerusform>from %n servers, most from %1 (%2 keys)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 took %2% of the hash space: %3 keys %4</source>
        <translation>
            <numerusform>%1 took %2% of the hash space: %3 key %4</numerusform>
            <numerusform>%1 took %2% of the hash space: %3 keys %4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::RunCompareBox</name>
    <message numerus="yes">
        <source>%1 · %2 keys · %3 · %4</source>
        <translation>
            <numerusform>%1 · %2 key · %3 · %4</numerusform>
            <numerusform>%1 · %2 keys · %3 · %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::ServerTableModel</name>
    <message numerus="yes">
        <source>%1 owns %Ln of the table&apos;s %2 slots</source>
        <translation>
            <numerusform>%1 owns %Ln of the table&apos;s %2 slots</numerusform>
            <numerusform>%1 owns %Ln of the table&apos;s %2 slots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %Ln points on the ring</source>
        <translation>
            <numerusform>%1 has %Ln point on the ring</numerusform>
            <numerusform>%1 has %Ln points on the ring</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2% of the hash space, %3× its fair share, %4 keys</source>
        <translation>
            <numerusform>%1: %2% of the hash space, %3× its fair share, %4 key</numerusform>
            <numerusform>%1: %2% of the hash space, %3× its fair share, %4 keys</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::SpreadPage</name>
    <message numerus="yes">
        <source>Spread: %n setting(s) simulated.</source>
        <translation>
            <numerusform>Spread: %n setting simulated.</numerusform>
            <numerusform>Spread: %n settings simulated.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::TrafficFigureKind</name>
    <message numerus="yes">
        <source>Replaying the traffic through %n algorithm(s)…</source>
        <translation>
            <numerusform>Replaying the traffic through %n algorithm…</numerusform>
            <numerusform>Replaying the traffic through %n algorithms…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::TrafficPage</name>
    <message numerus="yes">
        <source>Replaying the traffic through %n algorithm(s)…</source>
        <translation>
            <numerusform>Replaying the traffic through %n algorithm…</numerusform>
            <numerusform>Replaying the traffic through %n algorithms…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n algorithm(s) replayed.</source>
        <translation>
            <numerusform>%n algorithm replayed.</numerusform>
            <numerusform>%n algorithms replayed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::TrafficStormModel</name>
    <message numerus="yes">
        <source>No dip: the first window after the event already had a hit ratio within 1 point of the window before it (%1 after, %2 before). The storm&apos;s %Ln misses were too few to lower a whole window&apos;s hit ratio by more than 1 point, so there is no length to measure.</source>
        <translation>
            <numerusform>No dip: the first window after the event already had a hit ratio within 1 point of the window before it (%1 after, %2 before). The storm&apos;s %Ln miss was too few to lower a whole window&apos;s hit ratio by more than 1 point, so there is no length to measure.</numerusform>
            <numerusform>No dip: the first window after the event already had a hit ratio within 1 point of the window before it (%1 after, %2 before). The storm&apos;s %Ln misses were too few to lower a whole window&apos;s hit ratio by more than 1 point, so there is no length to measure.</numerusform>
        </translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AdviceReportFormatter</name>
    <message>
        <source># RingLab advice: %1 %2

</source>
        <translation># RingLab 建议：%1 %2

</translation>
    </message>
    <message>
        <source>File: `%1`, section on line %2.

</source>
        <translation>文件：`%1`，第 %2 行的配置段。

</translation>
    </message>
    <message>
        <source>## Read from the file

</source>
        <translation>## 从文件读取

</translation>
    </message>
    <message>
        <source>- %1 servers (%2 up)%3
</source>
        <translation>- %1 台服务器（%2 台在线）%3
</translation>
    </message>
    <message>
        <source>, hashing %1</source>
        <translation>，使用 %1 哈希</translation>
    </message>
    <message>
        <source>- %1
</source>
        <translation>- %1
</translation>
    </message>
    <message>
        <source>consistent hashing: RingLab&apos;s **%1** port</source>
        <translation>一致性哈希：RingLab 的 **%1** 移植实现</translation>
    </message>
    <message>
        <source>not a consistent hash</source>
        <translation>不是一致性哈希</translation>
    </message>
    <message>
        <source>- Defaults assumed (the file does not say):
</source>
        <translation>- 假定的默认值（文件中未指定）：
</translation>
    </message>
    <message>
        <source>- Note: %1
</source>
        <translation>- 注意：%1
</translation>
    </message>
    <message>
        <source>## Today

</source>
        <translation>## 当前状态

</translation>
    </message>
    <message>
        <source>No ring today, so nothing to measure.

</source>
        <translation>当前没有环，因此无可测量。

</translation>
    </message>
    <message>
        <source>## The fix

</source>
        <translation>## 修复方案

</translation>
    </message>
    <message>
        <source>None needed: %1 of rings of this size already keep the busiest server within %2.

</source>
        <translation>无需修复：该规模的环中已有 %1 能将最忙的服务器保持在 %2 以内。

</translation>
    </message>
    <message>
        <source>None proposed.

</source>
        <translation>无建议。

</translation>
    </message>
    <message>
        <source>## The cost

</source>
        <translation>## 代价

</translation>
    </message>
    <message>
        <source>today, the proxy&apos;s layout</source>
        <translation>当前，代理的内存布局</translation>
    </message>
    <message>
        <source>today, packed 6-byte points</source>
        <translation>当前，紧凑的 6 字节点</translation>
    </message>
    <message>
        <source>after, the proxy&apos;s layout</source>
        <translation>修改后，代理的内存布局</translation>
    </message>
    <message>
        <source>after, packed 6-byte points</source>
        <translation>修改后，紧凑的 6 字节点</translation>
    </message>
    <message>
        <source>
Packed: a 32-bit hash and a 16-bit server index in 6 bytes (Cloudflare&apos;s pingora-ketama v2); 10 bytes for 64-bit hashes; 2 bytes per table slot.

</source>
        <translation>
紧凑布局：32 位哈希加 16 位服务器索引共 6 字节（Cloudflare 的 pingora-ketama v2）；64 位哈希为 10 字节；每个表槽 2 字节。

</translation>
    </message>
    <message>
        <source>## The roll-out wave

</source>
        <translation>## 上线迁移波次

</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>精确</translation>
    </message>
    <message>
        <source>estimated</source>
        <translation>估算</translation>
    </message>
    <message>
        <source>## Alternatives

</source>
        <translation>## 备选方案

</translation>
    </message>
    <message>
        <source>## How these figures were obtained

</source>
        <translation>## 这些数据的得出方法

</translation>
    </message>
    <message>
        <source>%1 per server, %2 in all</source>
        <translation>每台服务器 %1，共 %2</translation>
    </message>
    <message>
        <source>%1–%2 per server, %3 in all</source>
        <translation>每台服务器 %1–%2，共 %3</translation>
    </message>
    <message>
        <source>exact table: busiest %1 %2 %3</source>
        <translation>精确表：最忙 %1 %2 %3</translation>
    </message>
    <message>
        <source>%1 of %2 rings (95th percentile of the busiest: %3)</source>
        <translation>%2 个环中的 %1 个（最忙服务器的第 95 百分位：%3）</translation>
    </message>
    <message>
        <source>| Measure | Value |
|---|---|
</source>
        <translation>| 指标 | 数值 |
|---|---|
</translation>
    </message>
    <message>
        <source>| Port | %1 |
</source>
        <translation>| 移植实现 | %1 |
</translation>
    </message>
    <message>
        <source>| Servers | %1 (%2 up) |
</source>
        <translation>| 服务器 | %1（%2 台在线） |
</translation>
    </message>
    <message>
        <source>| Points | %1 |
</source>
        <translation>| 点数 | %1 |
</translation>
    </message>
    <message>
        <source>| Busiest | %1 of its fair share (%2) |
</source>
        <translation>| 最忙 | 其公平份额的 %1（%2） |
</translation>
    </message>
    <message>
        <source>| Quietest | %1 (%2) |
</source>
        <translation>| 最闲 | %1（%2） |
</translation>
    </message>
    <message>
        <source>| CV | %1 |
</source>
        <translation>| CV | %1 |
</translation>
    </message>
    <message>
        <source>| Rings of this size with busiest ≤ %1 | %2 |
</source>
        <translation>| 该规模中最忙 ≤ %1 的环 | %2 |
</translation>
    </message>
    <message>
        <source>| Ring memory (proxy&apos;s layout) | %1 |
</source>
        <translation>| 环内存（代理的布局） | %1 |
</translation>
    </message>
    <message>
        <source>Paste:

```
%1
```

</source>
        <translation>粘贴：

```
%1
```

</translation>
    </message>
    <message>
        <source>With exactly these lines, RingLab&apos;s port says:

</source>
        <translation>使用正好这些行时，RingLab 的移植实现给出：

</translation>
    </message>
    <message>
        <source>This does **not** fully meet the target.

</source>
        <translation>这**未能**完全满足目标。

</translation>
    </message>
    <message>
        <source>How %1 takes a change: %2

</source>
        <translation>%1 如何应用更改：%2

</translation>
    </message>
    <message>
        <source>### In steps on %1 (%2)

</source>
        <translation>### 在 %1 上分步进行（%2）

</translation>
    </message>
    <message>
        <source>| Step | Setting | Key space moved at this step | Misses so far (a key can miss again) |
|---|---|---|---|
</source>
        <translation>| 步骤 | 设置 | 本步迁移的键空间 | 累计未命中（一个键可能再次未命中） |
|---|---|---|---|
</translation>
    </message>
    <message>
        <source>
Steps spread the misses over time, one step at a time; a key can move at more than one step, so together they move %1 against %2 in one step.

</source>
        <translation>
分步进行会把未命中分散到不同时间，每次一步；一个键可能在多个步骤中迁移，因此各步合计迁移 %1，而一步完成时为 %2。

</translation>
    </message>
    <message>
        <source>This change cannot be made in smaller steps on %1: it is one reload that moves %2 of the key space.

</source>
        <translation>在 %1 上无法把此更改拆成更小的步骤：只能通过一次重新加载完成，迁移 %2 的键空间。

</translation>
    </message>
    <message>
        <source>### Both rings at once on %1

</source>
        <translation>### 在 %1 上同时使用两个环

</translation>
    </message>
    <message>
        <source>%1: %2.

</source>
        <translation>%1：%2。

</translation>
    </message>
    <message>
        <source>| Share on the new ring | Misses in this step | Misses so far |
|---|---|---|
</source>
        <translation>| 新环所占份额 | 本步未命中 | 累计未命中 |
|---|---|---|
</translation>
    </message>
    <message>
        <source>
Each key is on one ring at a time, so each moved key misses once: %1 in all.

</source>
        <translation>
每个键同一时刻只在一个环上，因此每个被迁移的键只未命中一次：共 %1。

</translation>
    </message>
    <message>
        <source>
The ring is picked per request, so until the share reaches 100% a moved key is served by both of its servers; each moved key still misses once on its new server: %1 in all.

</source>
        <translation>
环按请求选择，因此在份额达到 100% 之前，被迁移的键会由其新旧两台服务器共同提供服务；每个被迁移的键在新服务器上仍只未命中一次：共 %1。

</translation>
    </message>
    <message>
        <source>Both rings at once: %1.

</source>
        <translation>同时使用两个环：%1。

</translation>
    </message>
    <message numerus="yes">
        <source>| Ring memory | per ring | for %1 rings |
|---|---|---|
</source>
        <translation>
            <numerusform>| 环内存 | 每个环 | %1 个环合计 |
|---|---|---|
</numerusform>
        </translation>
    </message>
    <message>
        <source>sampled shares (%1 key hashes): busiest %2 %3 %4</source>
        <translation>抽样份额（%1 个键哈希）：最忙 %2 %3 %4</translation>
    </message>
    <message>
        <source>exact shares: busiest %1 %2 %3</source>
        <translation>精确份额：最忙 %1 %2 %3</translation>
    </message>
    <message>
        <source>**%1 of the key space changes server** between the current and the new config: the one-time miss rate on a cache tier when the change is made in one step (%2, %3).

</source>
        <translation>当前配置与新配置之间，**%1 的键空间会更换服务器**：即一步完成更改时缓存层的一次性未命中率（%2，%3）。

</translation>
    </message>
    <message>
        <source>This meets the target: %1 of rings of its size.

</source>
        <translation>这达到了目标：这种规模的环中有 %1。

</translation>
    </message>
    <message>
        <source>This meets the target: this exact ring and %1 of rings of its size.

</source>
        <translation>这达到了目标：这个确切的环，以及这种规模的环中的 %1。

</translation>
    </message>
    <message>
        <source>This does **not** meet the target for this exact ring: its busiest server is at %1, above %2, although %3 of rings of its size stay within.

</source>
        <translation>对这个确切的环，这**没有**达到目标：最忙的服务器在 %1，高于 %2，尽管这种规模的环中有 %3 保持在目标以内。

</translation>
    </message>
    <message>
        <source>Target: the busiest server within %1 of its fair share, on this exact ring and in 95% of rings of its size (ε = %2).

</source>
        <translation>目标：在这个确切的环上，以及这种规模的环中的 95% 里，最忙的服务器不超过其公平份额的 %1（ε = %2）。

</translation>
    </message>
    <message>
        <source>**Not needed today:** this exact ring keeps its busiest server at %1 (target %2). Only %3 of rings of its size do, so adding or removing a server will likely push it past the target. The change below is for that day, made together with the server change; made alone now, it only moves keys.

</source>
        <translation>**今天无需更改：**这个确切的环使最忙的服务器保持在 %1（目标 %2）。这种规模的环中只有 %3 能做到，因此增加或移除一台服务器很可能使它超出目标。下面的更改留待那一天，与服务器变更一起进行；现在单独进行只会移动键。

</translation>
    </message>
    <message>
        <source>None needed: this exact ring keeps its busiest server at %1, and %2 of rings of its size stay within %3.

</source>
        <translation>无需更改：这个确切的环使最忙的服务器保持在 %1，这种规模的环中有 %2 保持在 %3 以内。

</translation>
    </message>
    <message>
        <source>| Servers | %1 (%2 up, %3 at weight 0: no new traffic) |
</source>
        <translation>| 服务器 | %1（%2 台在线，%3 台权重为 0：不接收新流量）|
</translation>
    </message>
    <message>
        <source>- %1 servers (%2 up, %3 at weight 0: no new traffic)%4
</source>
        <translation>- %1 台服务器（%2 台在线，%3 台权重为 0：不接收新流量）%4
</translation>
    </message>
    <message>
        <source>**no hashing**: %1 sends the requests round robin (see the note below)</source>
        <translation>**不做哈希**：%1 以轮询方式分发请求（见下方说明）</translation>
    </message>
    <message>
        <source>no hashing</source>
        <translation>不做哈希</translation>
    </message>
    <message>
        <source>None proposed: %1.

</source>
        <translation>没有提出修正：%1。

</translation>
    </message>
    <message>
        <source>**Mode unknown:** the text has no `mode` line and no `defaults` section, so it does not say whether HAProxy hashes this backend. Two answers:

- **If your defaults say `mode http`:** %1
- **If they do not** (`mode tcp`, HAProxy&apos;s default): HAProxy sends the requests round robin; the fix below.

</source>
        <translation>**模式未知：**文本中没有 `mode` 行，也没有 `defaults` 段，因此无法判断 HAProxy 是否对此后端做哈希。两种答案：

- **如果你的 defaults 写的是 `mode http`：**%1
- **如果不是**（`mode tcp`，HAProxy 的默认值）：HAProxy 以轮询方式分发请求；修复方案见下文。

</translation>
    </message>
</context>
<context>
    <name>Advisor</name>
    <message>
        <source>%1 %2 does not hash consistently; there is no ring to build</source>
        <translation>%1 %2 不使用一致性哈希；没有可构建的环</translation>
    </message>
    <message>
        <source>the patched config does not read back: %1</source>
        <translation>修改后的配置无法重新读取：%1</translation>
    </message>
    <message>
        <source>keys (%1 routed through both)</source>
        <translation>个键（%1 个经过两者路由）</translation>
    </message>
    <message>
        <source>estimate 1 − 1/N: the current placement is not a ring</source>
        <translation>估算值 1 − 1/N：当前分布方式不是环</translation>
    </message>
    <message>
        <source>, nearest-point rule</source>
        <translation>，最近点规则</translation>
    </message>
    <message>
        <source>Shares, busiest and quietest: exact from RingLab&apos;s port of %1.</source>
        <translation>份额、最忙与最闲的服务器：由 RingLab 对 %1 的移植实现精确计算。</translation>
    </message>
    <message>
        <source>steps: each share must be above the previous one and at most 1 (got %1)</source>
        <translation>steps：每个份额必须大于前一个且不超过 1（实际为 %1）</translation>
    </message>
    <message>
        <source>No staged roll-out: %1</source>
        <translation>无法分阶段上线：%1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>rings: %1 is outside the allowed range %2-%3</source>
        <translation>环数：%1 超出允许范围 %2-%3</translation>
    </message>
    <message>
        <source>simulated rings: %1 is outside the allowed range %2-%3</source>
        <translation>模拟环数：%1 超出允许范围 %2-%3</translation>
    </message>
    <message>
        <source>remap keys: %1 is outside the allowed range %2-%3</source>
        <translation>重映射键数：%1 超出允许范围 %2-%3</translation>
    </message>
    <message>
        <source>Shares, busiest and quietest: sampled, not exact: RingLab&apos;s port of %1 has no closed form for its shares, so it routes %2 pseudo-random key hashes (standard error of a share at most %3 of the key space).</source>
        <translation>份额、最忙与最闲：抽样所得，并非精确值：RingLab 对 %1 的移植没有份额的闭式解，因此它路由 %2 个伪随机键哈希（每个份额的标准误差至多为键空间的 %3）。</translation>
    </message>
    <message>
        <source>Spread of rings of that size: the advisor&apos;s own Monte-Carlo, %1 random rings with the port&apos;s point counts per server%2.</source>
        <translation>该规模环的负载分布：顾问自身的蒙特卡洛模拟，%1 个随机环，每台服务器的点数与移植实现一致%2。</translation>
    </message>
    <message>
        <source>estimate 1 − 1/N: today requests go round robin, not by key</source>
        <translation>估计 1 − 1/N：目前请求按轮询分发，而非按键</translation>
    </message>
    <message>
        <source>(not read)</source>
        <translation>（未读取）</translation>
    </message>
    <message>
        <source>RingLab cannot tell what %1 hashes (its reader does not read it); the comparison assumes both configs hash the same request attribute</source>
        <translation>RingLab 无法判断 %1 对什么做哈希（其读取器不读取它）；比较时假定两个配置对同一请求属性做哈希</translation>
    </message>
    <message>
        <source>%1 hashes %2 and %3 hashes %4: different request attributes, so no key is placed by both and a key-by-key comparison would mean nothing; compare configs that hash the same attribute</source>
        <translation>%1 对 %2 做哈希，而 %3 对 %4 做哈希：请求属性不同，因此没有任何键被两者同时放置，逐键比较毫无意义；请比较对同一属性做哈希的配置</translation>
    </message>
    <message>
        <source>epsilon: %1 is outside the allowed range %2-%3</source>
        <translation>epsilon：%1 超出允许范围 %2-%3</translation>
    </message>
</context>
<context>
    <name>AlgorithmRegistry</name>
    <message>
        <source>algorithm: unknown algorithm &quot;%1&quot;; choose one of: %2</source>
        <translation>算法：未知算法“%1”；请从以下选择：%2</translation>
    </message>
    <message>
        <source>servers: the list is empty; %1 needs at least one server</source>
        <translation>服务器：列表为空；%1 至少需要一台服务器</translation>
    </message>
    <message>
        <source>weights: %1 has weight %2; %3 allows %4-%5</source>
        <translation>权重：%1 的权重为 %2；%3 允许 %4-%5</translation>
    </message>
    <message>
        <source>down: every server is down; at least one must stay up</source>
        <translation>down：所有服务器都已下线；至少须有一台保持在线</translation>
    </message>
    <message>
        <source>option: %1 has no option &quot;%2&quot;; it accepts: %3</source>
        <translation>选项：%1 没有选项“%2”；可用选项：%3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>option %1: &quot;%2&quot; is not allowed; choose one of: %3</source>
        <translation>选项 %1：不允许“%2”；请从以下选择：%3</translation>
    </message>
    <message>
        <source>option %1: &quot;%2&quot; is outside the allowed range %3-%4%5</source>
        <translation>选项 %1：“%2”超出允许范围 %3-%4%5</translation>
    </message>
    <message>
        <source> (whole numbers)</source>
        <translation>（整数）</translation>
    </message>
    <message>
        <source>%1: could not build</source>
        <translation>%1：无法构建</translation>
    </message>
    <message>
        <source>option %1: &quot;%2&quot; is not allowed; give 1-255 bytes of printable text without spaces</source>
        <translation>选项 %1：不允许“%2”；请给出 1-255 字节、不含空格的可打印文本</translation>
    </message>
    <message>
        <source>option %1: &quot;%2&quot; is not a whole number (allowed %3-%4)</source>
        <translation>选项 %1：“%2”不是整数（允许 %3-%4）</translation>
    </message>
    <message>
        <source>option %1: &quot;%2&quot; is not a number (allowed %3-%4)</source>
        <translation>选项 %1：“%2”不是数字（允许 %3-%4）</translation>
    </message>
    <message>
        <source>memory: this %1 setting needs about %2, above the limit of %3; %4</source>
        <translation>memory：此 %1 设置约需 %2，超过上限 %3；%4</translation>
    </message>
    <message>
        <source>use fewer points or servers</source>
        <translation>请减少点数或服务器数</translation>
    </message>
</context>
<context>
    <name>BackendFarm</name>
    <message>
        <source>backend nginx</source>
        <translation>后端 nginx</translation>
    </message>
    <message>
        <source>backend nginx: configuration check (nginx -t) failed: %1</source>
        <translation>后端 nginx：配置检查（nginx -t）失败：%1</translation>
    </message>
    <message>
        <source>backend responder</source>
        <translation>后端 responder</translation>
    </message>
    <message>
        <source>the %1 cannot delay their answers (backend delay applies to HTTP backends only)</source>
        <translation>%1 无法延迟应答（后端延迟只适用于 HTTP 后端）</translation>
    </message>
    <message>
        <source>backend delay: the nginx backends hold answers with the echo module (Debian package libnginx-mod-http-echo), and %1 is missing</source>
        <translation>后端延迟：nginx 后端借助 echo 模块延迟应答（Debian 软件包 libnginx-mod-http-echo），而 %1 缺失</translation>
    </message>
</context>
<context>
    <name>CaddyConfigReader</name>
    <message>
        <source>the quote opened here is not closed</source>
        <translation>此处开始的引号未闭合</translation>
    </message>
    <message>
        <source>upstream &quot;%1&quot;: placeholders are resolved per request; RingLab reads fixed upstreams only</source>
        <translation>上游“%1”：占位符按请求解析；RingLab 只读取固定的上游</translation>
    </message>
    <message>
        <source>upstream &quot;%1&quot;: scheme %2 is not http, https or h2c</source>
        <translation>上游“%1”：协议 %2 不是 http、https 或 h2c</translation>
    </message>
    <message>
        <source>upstream &quot;%1&quot;: expected host:port (a path or unix socket is not read)</source>
        <translation>上游“%1”：应为 host:port（不读取路径或 unix 套接字）</translation>
    </message>
    <message>
        <source>upstream &quot;%1&quot;: port &quot;%2&quot; is outside the allowed range 1-65535</source>
        <translation>上游“%1”：端口“%2”超出允许范围 1-65535</translation>
    </message>
    <message>
        <source>a closing brace without an opening one</source>
        <translation>右花括号没有对应的左花括号</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>lb_policy: no policy named</source>
        <translation>lb_policy：未给出策略名称</translation>
    </message>
    <message>
        <source>lb_policy header: no header field named</source>
        <translation>lb_policy header：未给出请求头字段名</translation>
    </message>
    <message>
        <source>line %1: dynamic upstreams are looked up per request and not read</source>
        <translation>第 %1 行：动态上游按请求查找，不予读取</translation>
    </message>
    <message>
        <source>blocks nested more than %1 deep; not a Caddyfile</source>
        <translation>块嵌套超过 %1 层；不是 Caddyfile</translation>
    </message>
    <message>
        <source>a block is not closed: %1 still open at the end of the file</source>
        <translation>有块未闭合：文件末尾仍有 %1 个块未闭合</translation>
    </message>
    <message>
        <source>reverse_proxy: no upstreams (inline or in `to` lines)</source>
        <translation>reverse_proxy：没有上游（内联或 `to` 行中均没有）</translation>
    </message>
    <message>
        <source>reverse_proxy: more than %1 upstreams</source>
        <translation>reverse_proxy：超过 %1 个上游</translation>
    </message>
    <message>
        <source>upstream %1 is listed twice (first on line %2); both copies would score the same and the first would always win</source>
        <translation>上游 %1 被列出了两次（首次在第 %2 行）；两个副本得分相同，总是第一个胜出</translation>
    </message>
    <message>
        <source>lb_policy: &quot;%1&quot; is not a Caddy 2.6 policy (%2)</source>
        <translation>lb_policy：“%1”不是 Caddy 2.6 的策略（%2）</translation>
    </message>
    <message>
        <source>lb_policy: random (Caddy&apos;s default; it does not hash)</source>
        <translation>lb_policy：random（Caddy 的默认值；不做哈希）</translation>
    </message>
    <message>
        <source>the request URI</source>
        <translation>请求 URI</translation>
    </message>
    <message>
        <source>the client IP</source>
        <translation>客户端 IP</translation>
    </message>
    <message>
        <source>header %1</source>
        <translation>请求头 %1</translation>
    </message>
    <message>
        <source>highest random weight: every upstream scores FNV-1a(key + its dial text); no points, no weights</source>
        <translation>最高随机权重：每个上游以 FNV-1a(键 + 其 dial 文本) 打分；无点，无权重</translation>
    </message>
    <message>
        <source>lb_policy %1 does not hash the request</source>
        <translation>lb_policy %1 不对请求做哈希</translation>
    </message>
    <message>
        <source>no reverse_proxy inside a site block: not a Caddyfile RingLab can read</source>
        <translation>站点块中没有 reverse_proxy：不是 RingLab 能读取的 Caddyfile</translation>
    </message>
    <message>
        <source>reverse_proxy %1 not found in the text</source>
        <translation>在文本中未找到 reverse_proxy %1</translation>
    </message>
    <message>
        <source>reverse_proxy %1: %2 new addresses for %3 upstreams</source>
        <translation>reverse_proxy %1：为 %3 个上游给出了 %2 个新地址</translation>
    </message>
    <message>
        <source>import %1 (line %2) was not followed; upstreams and lb_policy lines it brings in are not read</source>
        <translation>未跟随 import %1（第 %2 行）；其引入的 upstream 和 lb_policy 行未被读取</translation>
    </message>
    <message>
        <source>no reverse_proxy in this file; %1</source>
        <translation>此文件中没有 reverse_proxy；%1</translation>
    </message>
</context>
<context>
    <name>CaddyHash</name>
    <message>
        <source>every available upstream scores FNV-1a(key + address); the highest wins:</source>
        <translation>每个可用的上游以 FNV-1a(键 + 地址) 打分；得分最高者胜出：</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2：%3</translation>
    </message>
    <message>
        <source>servers: %1 is listed twice; both copies would score the same and the first would always win, so list each upstream once</source>
        <translation>servers：%1 被列出了两次；两个副本得分相同，总是第一个胜出，因此每个上游只应列出一次</translation>
    </message>
</context>
<context>
    <name>CaddySystem</name>
    <message>
        <source>Caddy logged %1 errors: %2</source>
        <translation>Caddy 记录了 %1 个错误：%2</translation>
    </message>
    <message>
        <source>%1 logs no error</source>
        <translation>%1 没有记录错误</translation>
    </message>
    <message>
        <source>A live run hashes the request URI either way (header copies it into X-Key); ip_hash is not available, every request comes from 127.0.0.1.</source>
        <translation>实测运行在两种情况下都对请求 URI 做哈希（header 会把它复制到 X-Key）；ip_hash 不可用，因为每个请求都来自 127.0.0.1。</translation>
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
        <translation>HAProxy hash-type consistent，权重 1</translation>
    </message>
    <message>
        <source>HAProxy, weight 10</source>
        <translation>HAProxy，权重 10</translation>
    </message>
    <message>
        <source>HAProxy, weight 100</source>
        <translation>HAProxy，权重 100</translation>
    </message>
    <message>
        <source>Envoy RING_HASH defaults</source>
        <translation>Envoy RING_HASH 默认值</translation>
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
        <translation>Traffic Server consistent_hash，hash-string=address</translation>
    </message>
    <message>
        <source>%1 slots of a lookup table per server, not points on a ring</source>
        <translation>%1 每台服务器在查找表中的槽数，不是环上的点</translation>
    </message>
    <message>
        <source>%1 no points: each key&apos;s server is computed from the server list</source>
        <translation>%1 没有点：每个键的服务器由服务器列表计算得出</translation>
    </message>
</context>
<context>
    <name>DnsdistChashed</name>
    <message>
        <source>option balancing-factor: %1 is refused by dnsdist; use 0 (off) or 1 and above</source>
        <translation>选项 balancing-factor：dnsdist 拒绝 %1；请使用 0（关闭）或 1 及以上</translation>
    </message>
    <message>
        <source>Query name hash: %1 (burtleCI of the wire-format name, ASCII lower-cased, perturbation %2).</source>
        <translation>查询名哈希：%1（线格式名称的 burtleCI，ASCII 字母转为小写，扰动值 %2）。</translation>
    </message>
    <message>
        <source>No server has a usable point: dnsdist finds no server.</source>
        <translation>没有服务器拥有可用的点：dnsdist 找不到服务器。</translation>
    </message>
    <message>
        <source>No point at or after it: the server whose lowest point is lowest wins, %1 (point %2).</source>
        <translation>其处或其后没有点：最低点最小的服务器胜出，即 %1（点 %2）。</translation>
    </message>
    <message>
        <source>Closest point at or after it: %1, burtleCI(&quot;%2-%3&quot;) of %4.</source>
        <translation>位于其处或其后的最近点：%1，即 %4 的 burtleCI(&quot;%2-%3&quot;)。</translation>
    </message>
    <message>
        <source>Balancing factor %1: a server with more queries in flight than %1 × the average per unit of weight is skipped. RingLab assumes none in flight, where the factor changes nothing.</source>
        <translation>均衡因子 %1：在途查询数超过 %1 × 每单位权重平均值的服务器会被跳过。RingLab 假定没有在途查询，此时该因子不起作用。</translation>
    </message>
</context>
<context>
    <name>DnsdistConfigReader</name>
    <message>
        <source>%1: the call is not closed within %2 lines</source>
        <translation>%1：该调用在 %2 行内未闭合</translation>
    </message>
    <message>
        <source>newServer: expected an address in quotes or a table {address=…}</source>
        <translation>newServer：应为带引号的地址或表 {address=…}</translation>
    </message>
    <message>
        <source>newServer: the table has no address=&quot;…&quot;</source>
        <translation>newServer：该表中没有 address=&quot;…&quot;</translation>
    </message>
    <message>
        <source>newServer weight: &quot;%1&quot; is outside the allowed range 1-%2</source>
        <translation>newServer weight：“%1”超出允许范围 1-%2</translation>
    </message>
    <message>
        <source>pool %1: more than %2 servers</source>
        <translation>池 %1：超过 %2 台服务器</translation>
    </message>
    <message>
        <source>no newServer{…} call: not a dnsdist configuration RingLab can read</source>
        <translation>没有 newServer{…} 调用：不是 RingLab 能读取的 dnsdist 配置</translation>
    </message>
    <message>
        <source>policy: leastOutstanding (dnsdist default)</source>
        <translation>policy：leastOutstanding（dnsdist 默认值）</translation>
    </message>
    <message>
        <source>the query name</source>
        <translation>查询名</translation>
    </message>
    <message>
        <source>weight: 1 (dnsdist default), one point on the ring per unit of weight</source>
        <translation>weight：1（dnsdist 默认值），每单位权重在环上对应一个点</translation>
    </message>
    <message>
        <source>setWHashedPertubation: &quot;%1&quot; is outside the allowed range 0-%2</source>
        <translation>setWHashedPertubation：“%1”超出允许范围 0-%2</translation>
    </message>
    <message>
        <source>hash perturbation: 0 (dnsdist picks a random one at start-up unless setWHashedPertubation sets it)</source>
        <translation>哈希扰动值：0（除非由 setWHashedPertubation 设置，否则 dnsdist 在启动时随机选取）</translation>
    </message>
    <message>
        <source>setConsistentHashingBalancingFactor: &quot;%1&quot; is not allowed: 0, or 1 and above</source>
        <translation>setConsistentHashingBalancingFactor：不允许“%1”：应为 0，或大于等于 1</translation>
    </message>
    <message>
        <source>the servers&apos; id=… are not used: RingLab numbers the servers (server-ids=numbered), so the ring has the same spread but not the same points</source>
        <translation>未使用服务器的 id=…：RingLab 为服务器编号（server-ids=numbered），因此环的分布相同，但点不同</translation>
    </message>
    <message>
        <source>dnsdist gives each server a random id at start-up, so its ring changes at every restart; RingLab numbers the servers (server-ids=numbered): same spread, not the same points</source>
        <translation>dnsdist 在启动时为每台服务器分配随机 id，因此其环在每次重启时都会变化；RingLab 为服务器编号（server-ids=numbered）：分布相同，但点不同</translation>
    </message>
    <message>
        <source>policy %1 does not hash the query name</source>
        <translation>策略 %1 不对查询名做哈希</translation>
    </message>
    <message>
        <source>%1…) (line %2) was not followed; servers and policies set there are not read</source>
        <translation>未跟随 %1…)（第 %2 行）；其中设置的服务器和策略未被读取</translation>
    </message>
    <message>
        <source>%1 (Lua refuses the file)</source>
        <translation>%1（Lua 拒绝此文件）</translation>
    </message>
    <message>
        <source>no newServer{…} call in this file; %1</source>
        <translation>此文件中没有 newServer{…} 调用；%1</translation>
    </message>
</context>
<context>
    <name>EnvoyConfigReader</name>
    <message>
        <source>no Envoy cluster found (a map with lb_policy or load_assignment)</source>
        <translation>未找到 Envoy 集群（含 lb_policy 或 load_assignment 的映射）</translation>
    </message>
    <message>
        <source>%1 (line %2)</source>
        <translation>%1（第 %2 行）</translation>
    </message>
    <message>
        <source>no cluster has endpoints in load_assignment: %1</source>
        <translation>没有任何集群在 load_assignment 中有端点：%1</translation>
    </message>
    <message>
        <source>clusters without static endpoints were skipped: %1</source>
        <translation>已跳过没有静态端点的集群：%1</translation>
    </message>
    <message>
        <source>cluster %1 not found</source>
        <translation>未找到集群 %1</translation>
    </message>
</context>
<context>
    <name>EnvoyRing</name>
    <message>
        <source>%1: ring hash: minimum_ring_size (%2) &gt; maximum_ring_size (%3)</source>
        <translation>%1：环哈希：minimum_ring_size（%2）&gt; maximum_ring_size（%3）</translation>
    </message>
    <message>
        <source>%1: %2 is outside the allowed range 1-%3</source>
        <translation>%1：%2 超出允许范围 1-%3</translation>
    </message>
    <message>
        <source>servers: %1 host keys for %2 servers</source>
        <translation>服务器：%1 个主机键对应 %2 台服务器</translation>
    </message>
    <message>
        <source>servers: no host with weight is up, so Envoy has no ring to build</source>
        <translation>服务器：没有带权重的主机在线，因此 Envoy 无环可建</translation>
    </message>
</context>
<context>
    <name>Experiment</name>
    <message>
        <source>format: not a RingLab experiment (expected &quot;ringlab-experiment&quot;)</source>
        <translation>format：不是 RingLab 实验文件（应为“ringlab-experiment”）</translation>
    </message>
    <message>
        <source>version: missing or not a number</source>
        <translation>version：缺失或不是数字</translation>
    </message>
    <message>
        <source>algorithm: missing or not a name</source>
        <translation>algorithm：缺失或不是名称</translation>
    </message>
    <message>
        <source>servers: missing or not an array</source>
        <translation>servers：缺失或不是数组</translation>
    </message>
    <message>
        <source>servers: %1 entries; allowed 1-%2</source>
        <translation>servers：%1 个条目；允许 1-%2</translation>
    </message>
    <message>
        <source>servers[%1].address: missing or not text</source>
        <translation>servers[%1].address：缺失或不是文本</translation>
    </message>
    <message>
        <source>servers[%1].address: %2</source>
        <translation>servers[%1].address：%2</translation>
    </message>
    <message>
        <source>servers[%1].address: &quot;%2&quot; appears twice</source>
        <translation>servers[%1].address：“%2”出现了两次</translation>
    </message>
    <message>
        <source>servers[%1].down: must be true or false</source>
        <translation>servers[%1].down：必须为 true 或 false</translation>
    </message>
    <message>
        <source>options: must be an object of name → value</source>
        <translation>options：必须是“名称 → 值”形式的对象</translation>
    </message>
    <message>
        <source>options: %1 entries; at most 64</source>
        <translation>options：%1 个条目；最多 64 个</translation>
    </message>
    <message>
        <source>options.%1: must be text or a number</source>
        <translation>options.%1：必须是文本或数字</translation>
    </message>
    <message>
        <source>keys: must be a whole number 0-%1</source>
        <translation>keys：必须是 0-%1 的整数</translation>
    </message>
    <message>
        <source>seed: must be a whole number 0-18446744073709551615</source>
        <translation>seed：必须是 0-18446744073709551615 的整数</translation>
    </message>
    <message>
        <source>keyFile: must be a path</source>
        <translation>keyFile：必须是路径</translation>
    </message>
    <message>
        <source>title: must be text of at most 1000 characters</source>
        <translation>title：必须是最多 1000 个字符的文本</translation>
    </message>
    <message>
        <source>version: %1 is not supported; this RingLab reads versions 1-%2</source>
        <translation>version：不支持 %1；此版本 RingLab 可读取版本 1-%2</translation>
    </message>
    <message>
        <source>servers[%1].name: must be text (the server&apos;s hash name)</source>
        <translation>servers[%1].name：必须是文本（服务器的哈希名）</translation>
    </message>
    <message>
        <source>servers[%1].name: %2</source>
        <translation>servers[%1].name：%2</translation>
    </message>
    <message>
        <source>traffic: must be an object of the Traffic page&apos;s settings</source>
        <translation>traffic：必须是包含“流量”页设置的对象</translation>
    </message>
    <message>
        <source>servers[%1].weight: must be a whole number 0-%2</source>
        <translation>servers[%1].weight：必须是 0-%2 的整数</translation>
    </message>
</context>
<context>
    <name>ExperimentIo</name>
    <message>
        <source>%1: not valid JSON at byte %2: %3</source>
        <translation>%1：第 %2 字节处不是有效的 JSON：%3</translation>
    </message>
    <message>
        <source>%1: the top level is not a JSON object</source>
        <translation>%1：顶层不是 JSON 对象</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>FileReader</name>
    <message>
        <source>%1: cannot read (%2)</source>
        <translation>%1：无法读取（%2）</translation>
    </message>
    <message>
        <source>%1: not a regular file (%2); give a saved file</source>
        <translation>%1：不是常规文件（%2）；请给出已保存的文件</translation>
    </message>
    <message>
        <source>%1 is %2, larger than the %3 allowed for this kind of file</source>
        <translation>%1 大小为 %2，超过此类文件允许的 %3</translation>
    </message>
    <message>
        <source>reading %1</source>
        <translation>正在读取 %1</translation>
    </message>
    <message>
        <source>%1 grew beyond the %2 allowed while it was read</source>
        <translation>%1 在读取过程中增长，超过了允许的 %2</translation>
    </message>
</context>
<context>
    <name>FileWriter</name>
    <message>
        <source>%1: cannot write (%2) after %3 bytes</source>
        <translation>%1：写入 %3 字节后无法继续写入（%2）</translation>
    </message>
    <message>
        <source>%1: cannot write (%2)</source>
        <translation>%1：无法写入（%2）</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>未给出文件名</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>它是文件夹</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>不是常规文件</translation>
    </message>
    <message>
        <source>%1: FileWriter only writes</source>
        <translation>%1：FileWriter 只能写入</translation>
    </message>
    <message>
        <source>the file is not open</source>
        <translation>文件未打开</translation>
    </message>
    <message>
        <source>could not produce the content</source>
        <translation>无法生成内容</translation>
    </message>
    <message>
        <source>it is a symbolic link; RingLab does not write through links: remove the link or name the file itself</source>
        <translation>它是符号链接；RingLab 不会通过链接写入：请移除该链接，或直接指定文件本身</translation>
    </message>
    <message>
        <source>%1: cannot read (%2)</source>
        <translation>%1：无法读取（%2）</translation>
    </message>
    <message>
        <source>cannot read %1</source>
        <translation>无法读取 %1</translation>
    </message>
</context>
<context>
    <name>FixFinder</name>
    <message>
        <source>%1 %2 does not hash keys, so there is no ring to fix.</source>
        <translation>%1 %2 不对键做哈希，因此没有可修复的环。</translation>
    </message>
    <message>
        <source>Scale every weight by %1: %2 → %3 points on the lightest server</source>
        <translation>将所有权重乘以 %1：最轻的服务器上 %2 → %3 个点</translation>
    </message>
    <message>
        <source>Hash consistently (%1 points per unit of weight)</source>
        <translation>使用一致性哈希（每单位权重 %1 个点）</translation>
    </message>
    <message>
        <source>the weights cannot grow further; this is the largest factor tried</source>
        <translation>权重无法再增大；这是尝试过的最大倍数</translation>
    </message>
    <message>
        <source>Switch to Maglev (table of %1 slots)</source>
        <translation>改用 Maglev（%1 个槽的表）</translation>
    </message>
    <message>
        <source>Raise the Maglev table_size to %1</source>
        <translation>将 Maglev 的 table_size 提高到 %1</translation>
    </message>
    <message>
        <source>Maglev fills a fixed prime table, hosts taking turns, so equal-weight hosts get nearly equal slots; a host change also moves some keys between surviving hosts</source>
        <translation>Maglev 由各主机轮流填充一个固定的素数大小表，因此权重相同的主机获得的槽数几乎相等；主机变动时也会在剩余主机之间迁移部分键</translation>
    </message>
    <message>
        <source>Raise %1 from %2 to %3 (%4 points per host)</source>
        <translation>将 %1 从 %2 提高到 %3（每台主机 %4 个点）</translation>
    </message>
    <message>
        <source>the ring is split across all hosts, so its minimum has to grow with the host count; the smallest multiple of 1,024 whose rings meet the target</source>
        <translation>环在所有主机之间分配，因此其最小值须随主机数增长；取使环达到目标的 1,024 的最小倍数</translation>
    </message>
    <message>
        <source>no %1 up to the maximum ring size %2 meets the target; %3</source>
        <translation>直到最大环大小 %2，没有任何 %1 能达到目标；%3</translation>
    </message>
    <message>
        <source>%1: no port whose points grow with the weights</source>
        <translation>%1：没有点数随权重增长的移植实现</translation>
    </message>
    <message>
        <source>Caddy&apos;s hashing policies have no weights, points or hash to change: every upstream scores FNV-1a of the key followed by its dial text, and the highest score wins (selectionpolicies.go hostByHashing). The spread depends only on the upstreams&apos; text: FNV-1a carries its last bytes poorly into the high bits, so upstreams that differ only at the end of their text (one host, several ports) spread worst.</source>
        <translation>Caddy 的哈希策略没有可修改的权重、点或哈希：每个上游以“键后接其 dial 文本”的 FNV-1a 打分，得分最高者胜出（selectionpolicies.go hostByHashing）。分布只取决于上游的文本：FNV-1a 很难把末尾字节的差异带入高位，因此仅在文本末尾不同的上游（同一主机、多个端口）分布最差。</translation>
    </message>
    <message>
        <source>Every upstream is on %1: giving each its own address (or a host name that differs early) is what helps; that needs the backends moved, so no change is proposed.</source>
        <translation>所有上游都在 %1 上：有效的做法是给每个上游分配各自的地址（或开头就不同的主机名）；这需要迁移后端，因此不提出修改。</translation>
    </message>
    <message>
        <source>The upstreams already differ in their host; no Caddyfile setting changes the spread further.</source>
        <translation>各上游的主机已经不同；没有任何 Caddyfile 设置能进一步改变分布。</translation>
    </message>
    <message>
        <source>Give each upstream its own loopback address (127.1.0.1, 127.2.0.1, …, ports kept): busiest %1 → %2</source>
        <translation>为每个上游分配各自的回环地址（127.1.0.1、127.2.0.1、…，端口不变）：最忙 %1 → %2</translation>
    </message>
    <message>
        <source>the backends must listen on those addresses (all of 127.0.0.0/8 is local on Linux); the text then differs early, and the bytes after it let FNV-1a mix the difference into the high bits</source>
        <translation>后端必须监听这些地址（在 Linux 上整个 127.0.0.0/8 都是本地地址）；这样文本在开头就不同，其后的字节让 FNV-1a 把差异混入高位</translation>
    </message>
    <message>
        <source>Switch to distribution: ketama (160 points per server of equal weight)</source>
        <translation>改用 distribution: ketama（权重相同时每台服务器 160 个点）</translation>
    </message>
    <message>
        <source>ketama is twemproxy&apos;s only consistent distribution: a server added or removed moves only its own keys; its spread is that of 160 points per server</source>
        <translation>ketama 是 twemproxy 唯一的一致性分布方式：增加或移除一台服务器只会迁移它自己的键；其分布相当于每台服务器 160 个点</translation>
    </message>
    <message>
        <source>No ketama setting raises its points: twemproxy gives a server floor(w/W · 40 · N + 1e-10) · 4 points (nc_ketama.c), so a common factor of the weights cancels in w/W. Measured with the port: every weight ×10 gives %1 ring (%2 to %3 points per server, busiest %4 before and %5 after). Equal weights always give 160 points per server (KETAMA_POINTS_PER_SERVER, compiled in), whatever the server count.</source>
        <translation>没有任何 ketama 设置能增加其点数：twemproxy 给每台服务器 floor(w/W · 40 · N + 1e-10) · 4 个点（nc_ketama.c），因此权重的公因子在 w/W 中被约掉。用移植实现测得：所有权重 ×10 得到%1环（每台服务器 %2 到 %3 个点，最忙的之前为 %4，之后为 %5）。相同权重下，无论服务器数量多少，每台服务器总是 160 个点（KETAMA_POINTS_PER_SERVER，编译时固定）。</translation>
    </message>
    <message>
        <source>the same</source>
        <translation>相同的</translation>
    </message>
    <message>
        <source>a different</source>
        <translation>不同的</translation>
    </message>
    <message>
        <source>distribution: modula (not recommended for a cache tier)</source>
        <translation>distribution: modula（不建议用于缓存层）</translation>
    </message>
    <message>
        <source>key hash modulo the total weight: even shares, but a server added, removed or ejected moves about (N−1)/N of all keys, where ketama moves about 1/N</source>
        <translation>键哈希对总权重取模：份额均匀，但增加、移除或剔除一台服务器会迁移约 (N−1)/N 的键，而 ketama 只迁移约 1/N</translation>
    </message>
    <message>
        <source>Raise replicas from %1 to %2: %3.reconfigure(replicas=%2)</source>
        <translation>将 replicas 从 %1 提高到 %2：%3.reconfigure(replicas=%2)</translation>
    </message>
    <message>
        <source>a backend gets replicas × weight points; the smallest replicas whose rings meet the target, weights unchanged</source>
        <translation>每个后端获得 replicas × weight 个点；取使环达到目标的最小 replicas，权重不变</translation>
    </message>
    <message>
        <source>the largest replicas tried (2·10⁷ points in all); it does not reach the target</source>
        <translation>这是尝试过的最大 replicas（共 2·10⁷ 个点）；仍未达到目标</translation>
    </message>
    <message>
        <source>the smallest common factor whose rings meet the target; but for these exact servers no factor from %1 to %2 keeps this exact ring&apos;s busiest server within %3</source>
        <translation>使环达到目标的最小公共倍数；但对这组确切的服务器，从 %1 到 %2 的任何倍数都不能使这个环上最忙的服务器保持在 %3 以内</translation>
    </message>
    <message>
        <source>the smallest common factor whose rings meet the target and whose exact ring does too: ×%1 would do for most rings of this size, but for these exact servers its busiest server would be at %2; weights stay in the same ratio</source>
        <translation>使环达到目标、且这个确切的环也达到目标的最小公共倍数：×%1 对这种规模的大多数环已经足够，但对这组确切的服务器，最忙的服务器会在 %2；权重保持原有比例</translation>
    </message>
    <message>
        <source>the smallest common factor whose rings meet the target, this exact ring included; weights stay in the same ratio</source>
        <translation>使环（包括这个确切的环）达到目标的最小公共倍数；权重保持原有比例</translation>
    </message>
    <message>
        <source>the heaviest server already has weight %1 and %2 accepts at most %3, so the weights cannot be scaled up in the same ratio (heaviest : lightest = %1 : %4); the lightest server keeps %5 points</source>
        <translation>最重的服务器权重已是 %1，而 %2 最多只接受 %3，因此无法按相同比例放大权重（最重 : 最轻 = %1 : %4）；最轻的服务器仍只有 %5 个点</translation>
    </message>
    <message>
        <source>scaling the weights up would give the ring more than %1 points</source>
        <translation>放大权重会使环上的点超过 %1 个</translation>
    </message>
    <message>
        <source>; the target would take every weight ×%1 (%2 points on the lightest server)</source>
        <translation>；要达到目标需要每个权重 ×%1（最轻的服务器上 %2 个点）</translation>
    </message>
    <message>
        <source>Hash consistently with every weight ×%1: %2 points on the lightest server</source>
        <translation>改用一致性哈希，每个权重 ×%1：最轻的服务器上 %2 个点</translation>
    </message>
    <message>
        <source>balance %1 hashes only in mode http; in mode tcp (HAProxy&apos;s default) HAProxy sends the requests round robin, so no key stays on one server</source>
        <translation>balance %1 仅在 mode http 下做哈希；在 mode tcp（HAProxy 默认）下 HAProxy 以轮询方式分发请求，没有任何键固定在一台服务器上</translation>
    </message>
    <message>
        <source>Add mode http (HAProxy does not hash without it), then %1</source>
        <translation>添加 mode http（没有它 HAProxy 不做哈希），然后%1</translation>
    </message>
    <message>
        <source>Add mode http (HAProxy does not hash without it)%1 with every weight ×%2: %3 points on the lightest server</source>
        <translation>添加 mode http（没有它 HAProxy 不做哈希）%1，每个权重 ×%2：最轻的服务器上 %3 个点</translation>
    </message>
    <message>
        <source> and hash-type consistent</source>
        <translation>并设置 hash-type consistent</translation>
    </message>
    <message>
        <source>%1. Then: %2</source>
        <translation>%1。然后：%2</translation>
    </message>
    <message>
        <source>Add mode http: without it HAProxy does not hash, it sends requests round robin</source>
        <translation>添加 mode http：没有它 HAProxy 不做哈希，而是以轮询方式分发请求</translation>
    </message>
    <message>
        <source>%1. The ring then misses the target and there is no further fix: %2. %3</source>
        <translation>%1。之后的环仍达不到目标，且没有进一步的修正：%2。%3</translation>
    </message>
    <message>
        <source>HAProxy hashes it, with map-based hashing (a server change remaps most keys).</source>
        <translation>HAProxy 对其做哈希，使用 map-based 哈希（服务器变动会重新映射大多数键）。</translation>
    </message>
    <message>
        <source>HAProxy hashes it; the busiest server is at %1 and %2 of rings of its size stay within %3: no change needed.</source>
        <translation>HAProxy 对其做哈希；最忙的服务器在 %1，这种规模的环中有 %2 保持在 %3 以内：无需更改。</translation>
    </message>
    <message>
        <source>HAProxy hashes it; this exact ring keeps the busiest server at %1 (target %2), but only %3 of rings of its size do: not needed today.</source>
        <translation>HAProxy 对其做哈希；这个确切的环使最忙的服务器保持在 %1（目标 %2），但这种规模的环中只有 %3 能做到：今天无需更改。</translation>
    </message>
    <message>
        <source>HAProxy hashes it; the busiest server is at %1 (target %2).</source>
        <translation>HAProxy 对其做哈希；最忙的服务器在 %1（目标 %2）。</translation>
    </message>
    <message>
        <source>For the next server change: %1.</source>
        <translation>下次服务器变更时：%1。</translation>
    </message>
    <message>
        <source>The fix: %1.</source>
        <translation>修复方案：%1。</translation>
    </message>
    <message>
        <source>No fix then: %1.</source>
        <translation>届时没有修复方案：%1。</translation>
    </message>
    <message>
        <source>Instead: give each heavy server several server lines at the same address (the weight spread over them, each at most %1): the light servers can then rise in the same ratio. Or accept a smaller ratio between the weights. hash-balance-factor (e.g. 125) caps the busiest server&apos;s concurrent requests at request time, without changing the ring.</source>
        <translation>替代办法：给每台重服务器写多行指向同一地址的 server（把权重分摊到这些行上，每行最多 %1）：这样轻服务器就能按相同比例提高。或者接受更小的权重比例。hash-balance-factor（例如 125）在请求时限制最忙服务器的并发请求数，而不改变环。</translation>
    </message>
    <message>
        <source>HAProxy&apos;s maximum weight is %2 (%3 points), which is not enough for ε = %1 with these weights; this is the best HAProxy can do. hash-balance-factor limits the damage of the busiest server at request time.</source>
        <translation>HAProxy 的最大权重为 %2（%3 个点），在这些权重下不足以达到 ε = %1；这已是 HAProxy 能做到的最好结果。hash-balance-factor 可在请求时限制最忙服务器受到的影响。</translation>
    </message>
</context>
<context>
    <name>HaproxyConditions</name>
    <message>
        <source>HAProxy refuses this: %1</source>
        <translation>HAProxy 拒绝此配置：%1</translation>
    </message>
    <message>
        <source>HAProxy refuses this: unacceptable character in variable name at &quot;%1&quot;</source>
        <translation>HAProxy 拒绝此配置：变量名中“%1”处有不可接受的字符</translation>
    </message>
    <message>
        <source>RingLab cannot evaluate the variable %1 (only .LINE)</source>
        <translation>RingLab 无法求值变量 %1（仅支持 .LINE）</translation>
    </message>
    <message>
        <source>RingLab does not expand ${%1[*]} in a condition</source>
        <translation>RingLab 不会在条件中展开 ${%1[*]}</translation>
    </message>
    <message>
        <source>HAProxy refuses this: unmatched brace in environment variable name</source>
        <translation>HAProxy 拒绝此配置：环境变量名中的花括号不匹配</translation>
    </message>
    <message>
        <source>HAProxy refuses this: unmatched quote</source>
        <translation>HAProxy 拒绝此配置：引号不匹配</translation>
    </message>
    <message>
        <source>HAProxy refuses this: unexpected character &apos;%1&apos; at the end of conditional expression &apos;%2&apos;</source>
        <translation>HAProxy 拒绝此配置：条件表达式“%2”末尾有意外字符“%1”</translation>
    </message>
    <message>
        <source>HAProxy refuses this: unparsable conditional expression &apos;%1&apos;</source>
        <translation>HAProxy 拒绝此配置：无法解析的条件表达式“%1”</translation>
    </message>
    <message>
        <source>HAProxy refuses this: expected &apos;)&apos; after conditional expression &apos;%1&apos;</source>
        <translation>HAProxy 拒绝此配置：条件表达式“%1”之后应为“)”</translation>
    </message>
    <message>
        <source>RingLab cannot evaluate %1(): it depends on the HAProxy build that reads the file</source>
        <translation>RingLab 无法求值 %1()：它取决于读取该文件的 HAProxy 构建版本</translation>
    </message>
    <message>
        <source>HAProxy refuses this: missing arguments (got 0/%1) in predicate &apos;%2&apos;</source>
        <translation>HAProxy 拒绝此配置：谓词“%2”缺少参数（得到 0/%1 个）</translation>
    </message>
    <message>
        <source>HAProxy refuses this: expected &apos;)&apos; after the arguments of predicate &apos;%1&apos;</source>
        <translation>HAProxy 拒绝此配置：谓词“%1”的参数之后应为“)”</translation>
    </message>
    <message>
        <source>HAProxy refuses this: predicate &apos;%1&apos; takes %2 argument(s), got %3</source>
        <translation>HAProxy 拒绝此配置：谓词“%1”接受 %2 个参数，实际得到 %3 个</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>too many nested &apos;.if&apos;, max is %1.</source>
        <translation>“.if”嵌套过多，最多 %1 层。</translation>
    </message>
    <message>
        <source>lone &apos;%1&apos; with no matching &apos;.if&apos;.</source>
        <translation>孤立的“%1”，没有与之匹配的“.if”。</translation>
    </message>
    <message>
        <source>Unexpected argument &apos;%1&apos; for &apos;%2&apos;.</source>
        <translation>“%2”的意外参数“%1”。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; after &apos;.else&apos; is not permitted.</source>
        <translation>不允许在“.else”之后使用“%1”。</translation>
    </message>
    <message>
        <source>the file&apos;s own .alert: %1</source>
        <translation>文件自身的 .alert：%1</translation>
    </message>
    <message>
        <source>non-terminated &apos;.if&apos; block.</source>
        <translation>“.if”块未结束。</translation>
    </message>
</context>
<context>
    <name>HaproxyConfigReader</name>
    <message>
        <source>defaults section &quot;%1&quot; named by &quot;from&quot; does not exist</source>
        <translation>由“from”指定的 defaults 段“%1”不存在</translation>
    </message>
    <message>
        <source>no backend or listen section with server lines found</source>
        <translation>未找到包含 server 行的 backend 或 listen 段</translation>
    </message>
    <message>
        <source>section %1 not found</source>
        <translation>未找到段 %1</translation>
    </message>
    <message>
        <source>.if conditions were evaluated with RingLab&apos;s environment variables; HAProxy evaluates them with its own</source>
        <translation>.if 条件是用 RingLab 的环境变量求值的；HAProxy 会用它自己的环境变量求值</translation>
    </message>
</context>
<context>
    <name>HaproxyRing</name>
    <message>
        <source>ids: %1 ids given for %2 servers</source>
        <translation>ids：为 %2 台服务器给出了 %1 个 ID</translation>
    </message>
    <message>
        <source>ids: server %1 has id %2; HAProxy ids are positive integers</source>
        <translation>ids：服务器 %1 的 ID 为 %2；HAProxy 的 ID 必须是正整数</translation>
    </message>
    <message>
        <source>ids: id %1 is used by two servers; HAProxy requires distinct ids</source>
        <translation>ids：ID %1 被两台服务器使用；HAProxy 要求 ID 唯一</translation>
    </message>
    <message>
        <source>weights: every enabled server has weight 0, so HAProxy has no server to choose</source>
        <translation>权重：所有启用的服务器权重均为 0，因此 HAProxy 无服务器可选</translation>
    </message>
</context>
<context>
    <name>HaproxyServerLine</name>
    <message>
        <source>HAProxy refuses this: character &apos;%1&apos; is not permitted in server name &apos;%2&apos;.</source>
        <translation>HAProxy 拒绝此配置：服务器名“%2”中不允许使用字符“%1”。</translation>
    </message>
    <message>
        <source>HAProxy refuses this: &apos;server %1&apos; : invalid character &apos;%2&apos; in port number &apos;%3&apos; in &apos;%4&apos;</source>
        <translation>HAProxy 拒绝此配置：“server %1”：“%4”中的端口号“%3”含有无效字符“%2”</translation>
    </message>
    <message>
        <source>HAProxy refuses this: &apos;server %1&apos; : invalid port &apos;%2&apos; (ports are 0-65535)</source>
        <translation>HAProxy 拒绝此配置：“server %1”：无效端口“%2”（端口范围为 0-65535）</translation>
    </message>
</context>
<context>
    <name>IstioConfigReader</name>
    <message>
        <source>hosts: %1 is outside 1-100000</source>
        <translation>hosts：%1 超出 1-100000</translation>
    </message>
    <message>
        <source>no DestinationRule found (kind: DestinationRule)</source>
        <translation>未找到 DestinationRule（kind: DestinationRule）</translation>
    </message>
    <message>
        <source>DestinationRule %1 not found</source>
        <translation>未找到 DestinationRule %1</translation>
    </message>
    <message>
        <source>a DestinationRule has no endpoint weights to change</source>
        <translation>DestinationRule 没有可修改的端点权重</translation>
    </message>
</context>
<context>
    <name>KetamaRing</name>
    <message>
        <source>servers: &quot;%1&quot; is not a socket address</source>
        <translation>servers：“%1”不是套接字地址</translation>
    </message>
    <message>
        <source>servers: port &quot;%1&quot; in &quot;%2&quot; is outside the allowed range 0-65535</source>
        <translation>servers：“%2”中的端口“%1”超出允许范围 0-65535</translation>
    </message>
    <message>
        <source>servers: &quot;%1&quot; is not a valid IPv6 address</source>
        <translation>servers：“%1”不是有效的 IPv6 地址</translation>
    </message>
    <message>
        <source>servers: &quot;%1&quot; is not an IP address; pingora-ketama buckets are socket addresses (IP:port), so host names are not accepted</source>
        <translation>servers：“%1”不是 IP 地址；pingora-ketama 的桶是套接字地址（IP:端口），因此不接受主机名</translation>
    </message>
    <message>
        <source>weights: %1 weight units × %2 points = %3 points, above pingora-ketama&apos;s u32 limit of 4294967295</source>
        <translation>权重：%1 个权重单位 × %2 个点 = %3 个点，超过 pingora-ketama 的 u32 上限 4294967295</translation>
    </message>
</context>
<context>
    <name>KetamaV2Ring</name>
    <message>
        <source>option %1: &quot;%2&quot; is outside the allowed range 1-4294967295</source>
        <translation>选项 %1：“%2”超出允许范围 1-4294967295</translation>
    </message>
    <message>
        <source>servers: %1 servers, but pingora-ketama v2 stores node indices in 16 bits and tells at most %2 apart</source>
        <translation>servers：%1 台服务器，但 pingora-ketama v2 用 16 位存储节点索引，最多只能区分 %2 台</translation>
    </message>
</context>
<context>
    <name>KeyFileReader</name>
    <message>
        <source>keys: cannot open &quot;%1&quot;: %2</source>
        <translation>keys：无法打开“%1”：%2</translation>
    </message>
    <message>
        <source>keys: invalid reader limits</source>
        <translation>keys：读取限制无效</translation>
    </message>
    <message>
        <source>keys: the input is not readable</source>
        <translation>keys：输入不可读</translation>
    </message>
    <message>
        <source>keys: %1line %2: %3</source>
        <translation>keys：%1第 %2 行：%3</translation>
    </message>
    <message>
        <source>longer than the limit of %1 bytes</source>
        <translation>超过 %1 字节的上限</translation>
    </message>
    <message>
        <source>more than the limit of %1 keys</source>
        <translation>超过 %1 个键的上限</translation>
    </message>
    <message>
        <source>keys: %1</source>
        <translation>keys：%1</translation>
    </message>
    <message>
        <source>the input is not a regular file and sent more than %1 bytes; save the keys to a file</source>
        <translation>输入不是常规文件，且发送了超过 %1 字节；请将键保存到文件中</translation>
    </message>
    <message>
        <source>keys: %1:line %2: the %3 keys read so far take %4 and the memory left is not enough for more (ulimit -v, cgroup limit or free memory)</source>
        <translation>keys：%1:第 %2 行：已读取的 %3 个键占用 %4，剩余内存不足以读取更多（ulimit -v、cgroup 限制或空闲内存）</translation>
    </message>
</context>
<context>
    <name>KeySet</name>
    <message>
        <source>keys: key %1 (&quot;%2&quot;) is not a request path (must start with &apos;/&apos;, no spaces or control characters)</source>
        <translation>keys：键 %1（“%2”）不是请求路径（必须以 &apos;/&apos; 开头，不能含空格或控制字符）</translation>
    </message>
    <message>
        <source>keys: %1 holds no keys</source>
        <translation>keys：%1 不含任何键</translation>
    </message>
    <message>
        <source>keys: %1:%2: &quot;%3&quot; is not a request path (must start with &apos;/&apos;, no spaces or control characters)</source>
        <translation>keys：%1:%2：“%3”不是请求路径（必须以 &apos;/&apos; 开头，不能含空格或控制字符）</translation>
    </message>
    <message>
        <source>traffic: %1</source>
        <translation>traffic：%1</translation>
    </message>
    <message>
        <source>traffic: %1 holds more than %2 requests</source>
        <translation>traffic：%1 包含超过 %2 个请求</translation>
    </message>
    <message>
        <source>traffic: %1: line %2: the request &quot;%3&quot; cannot be sent as a request path (must start with &apos;/&apos;, no spaces or control characters)</source>
        <translation>traffic：%1：第 %2 行：请求“%3”无法作为请求路径发送（必须以 &apos;/&apos; 开头，不能含空格或控制字符）</translation>
    </message>
    <message>
        <source>traffic: %1 holds no requests</source>
        <translation>traffic：%1 不含任何请求</translation>
    </message>
</context>
<context>
    <name>LeftoverSweep</name>
    <message>
        <source>%1: cannot create the run registry</source>
        <translation>%1：无法创建运行登记表</translation>
    </message>
    <message>
        <source>%1: the run registry entry cannot be read</source>
        <translation>%1：无法读取运行登记表条目</translation>
    </message>
</context>
<context>
    <name>LiveRemapper</name>
    <message>
        <source>remap: the runs differ in proxy or number of servers (%1 with %2, %3 with %4)</source>
        <translation>remap：两次运行的代理或服务器数量不同（%1 有 %2，%3 有 %4）</translation>
    </message>
    <message>
        <source>remap: the second run marks no server down that the first run had up</source>
        <translation>remap：第二次运行没有将第一次运行中在线的任何服务器标记为下线</translation>
    </message>
    <message>
        <source>the normal run is invalid: %1</source>
        <translation>正常运行无效：%1</translation>
    </message>
    <message>
        <source>the run with servers down is invalid: %1</source>
        <translation>含下线服务器的运行无效：%1</translation>
    </message>
    <message>
        <source>remap: the runs have no key answered in both (different key sets?); measure both with the same keys</source>
        <translation>remap：没有任何键在两次运行中都得到应答（键集不同？）；请用相同的键测量两次运行</translation>
    </message>
    <message>
        <source>%1 %2 (%3 and %4)</source>
        <translation>%1 %2（%3 和 %4）</translation>
    </message>
    <message>
        <source>%1 (%2 and %3)</source>
        <translation>%1（%2 和 %3）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>different proxy versions</source>
        <translation>代理版本不同</translation>
    </message>
    <message>
        <source>different option</source>
        <translation>选项不同</translation>
    </message>
    <message>
        <source>different setting</source>
        <translation>设置不同</translation>
    </message>
    <message>
        <source>different addresses of server %1</source>
        <translation>服务器 %1 的地址不同</translation>
    </message>
    <message>
        <source>different weights of %1</source>
        <translation>%1 的权重不同</translation>
    </message>
    <message>
        <source>%1 is down in the normal run and up in the run with servers down</source>
        <translation>%1 在正常运行中下线，而在有服务器下线的运行中在线</translation>
    </message>
    <message>
        <source>different key sources</source>
        <translation>键的来源不同</translation>
    </message>
    <message>
        <source>different key seeds</source>
        <translation>键的种子不同</translation>
    </message>
    <message>
        <source>different numbers of keys</source>
        <translation>键的数量不同</translation>
    </message>
    <message>
        <source>different keys (SHA-256 of the key sets)</source>
        <translation>键不同（键集的 SHA-256）</translation>
    </message>
    <message>
        <source>different traffic</source>
        <translation>流量不同</translation>
    </message>
    <message>
        <source>different concurrency (the runs bound loads, so requests in flight place keys)</source>
        <translation>并发数不同（这些运行使用有界负载，因此在途请求会影响键的放置）</translation>
    </message>
    <message>
        <source>remap: the runs differ in more than the servers marked down, so where keys went would not be the effect of the removal alone; measure both with the same setup: %1</source>
        <translation>remap：两次运行的差异不止于标记为下线的服务器，因此键的去向并不只是移除造成的结果；请用相同的设置测量两次运行：%1</translation>
    </message>
</context>
<context>
    <name>LiveRunConfig</name>
    <message>
        <source>variant: unknown value &quot;%1&quot; (allowed: %2)</source>
        <translation>variant：未知值“%1”（允许：%2）</translation>
    </message>
    <message>
        <source>base-port: %1 is out of range (allowed: 1024-%2 for %3 backends)</source>
        <translation>base-port：%1 超出范围（%3 个后端时允许：1024-%2）</translation>
    </message>
    <message>
        <source>proxy-port: %1 is out of range (allowed: 1024-65535)</source>
        <translation>proxy-port：%1 超出范围（允许：1024-65535）</translation>
    </message>
    <message>
        <source>weights: %1 values given for %2 backends (give one per backend or one for all)</source>
        <translation>weights：为 %2 个后端给出了 %1 个值（请每个后端给一个，或给一个用于全部）</translation>
    </message>
    <message>
        <source>weights: %1 is out of range for %2 (allowed: %3-%4)</source>
        <translation>weights：%1 对 %2 超出范围（允许：%3-%4）</translation>
    </message>
    <message>
        <source>down: backend #%1 does not exist (allowed: 1-%2)</source>
        <translation>down：后端 #%1 不存在（允许：1-%2）</translation>
    </message>
    <message>
        <source>isolated: backend #%1 does not exist (allowed: 1-%2)</source>
        <translation>isolated：后端 #%1 不存在（允许：1-%2）</translation>
    </message>
    <message>
        <source>down: all %1 backends are down; at least one must answer</source>
        <translation>down：全部 %1 个后端都已下线；至少须有一个能响应</translation>
    </message>
    <message>
        <source>out: no output directory given</source>
        <translation>out：未指定输出目录</translation>
    </message>
    <message>
        <source>backends: %1 is out of range (allowed: %2-%3)</source>
        <translation>backends：%1 超出范围（允许：%2-%3）</translation>
    </message>
    <message>
        <source>proxy: unknown value &quot;%1&quot; (allowed: %2)</source>
        <translation>proxy：未知值“%1”（允许：%2）</translation>
    </message>
    <message>
        <source>proxy: %1 speaks %2, which no load engine speaks yet</source>
        <translation>proxy：%1 使用 %2 协议，目前还没有负载引擎支持该协议</translation>
    </message>
    <message>
        <source>keys: %1 is out of range (allowed: %2-%3)</source>
        <translation>keys：%1 超出范围（允许：%2-%3）</translation>
    </message>
    <message>
        <source>concurrency: %1 is out of range (allowed: %2-%3)</source>
        <translation>concurrency：%1 超出范围（允许：%2-%3）</translation>
    </message>
    <message>
        <source>pipeline: %1 is out of range (allowed: %2-%3)</source>
        <translation>pipeline：%1 超出范围（允许：%2-%3）</translation>
    </message>
    <message>
        <source>recheck: %1 is out of range (allowed: %2-%3)</source>
        <translation>recheck：%1 超出范围（允许：%2-%3）</translation>
    </message>
    <message>
        <source>request-timeout: %1 ms is out of range (allowed: %2-%3)</source>
        <translation>request-timeout：%1 ms 超出范围（允许：%2-%3）</translation>
    </message>
    <message>
        <source>stall-timeout: %1 ms is out of range (allowed: %2-%3)</source>
        <translation>stall-timeout：%1 ms 超出范围（允许：%2-%3）</translation>
    </message>
    <message>
        <source>%1: %2 has no such setting</source>
        <translation>%1：%2 没有此设置</translation>
    </message>
    <message>
        <source>%1: %2 is out of range (allowed: %3-%4)</source>
        <translation>%1：%2 超出范围（允许：%3-%4）</translation>
    </message>
    <message>
        <source>traffic: the Zipf exponent %1 is out of range (allowed: above 0, at most 10)</source>
        <translation>traffic：Zipf 指数 %1 超出范围（允许：大于 0，最大 10）</translation>
    </message>
    <message>
        <source>requests: %1 is out of range (allowed: %2-%3)</source>
        <translation>requests：%1 超出范围（允许：%2-%3）</translation>
    </message>
    <message>
        <source>universe: %1 is out of range (allowed: %2-%3)</source>
        <translation>universe：%1 超出范围（允许：%2-%3）</translation>
    </message>
    <message>
        <source>traffic: log: no access log given</source>
        <translation>traffic：log：未指定访问日志</translation>
    </message>
    <message>
        <source>traffic: give either traffic or keys (a key list or key file), not both</source>
        <translation>traffic：traffic 与 keys（键列表或键文件）只能给出其一，不能同时给出</translation>
    </message>
    <message>
        <source>traffic: unknown value &quot;%1&quot; (allowed: uniform, zipf:S, log:FILE)</source>
        <translation>traffic：未知值“%1”（允许：uniform、zipf:S、log:FILE）</translation>
    </message>
    <message>
        <source>backend-delay: %1 ms is out of range (allowed: %2-%3)</source>
        <translation>backend-delay：%1 ms 超出范围（允许：%2-%3）</translation>
    </message>
    <message>
        <source>traffic: &quot;%1&quot;: the Zipf exponent must be a number above 0 and at most %2 (zipf:1.1)</source>
        <translation>traffic：“%1”：Zipf 指数必须是大于 0 且不超过 %2 的数（zipf:1.1）</translation>
    </message>
</context>
<context>
    <name>LiveRunResult</name>
    <message>
        <source>results.json: field &quot;%1&quot; is missing or has the wrong type</source>
        <translation>results.json：字段“%1”缺失或类型错误</translation>
    </message>
    <message>
        <source>%1: not a JSON object (%2 at offset %3)</source>
        <translation>%1：不是 JSON 对象（%2，位于偏移 %3）</translation>
    </message>
    <message>
        <source>results.json: version %1 is not supported (allowed: 1-%2)</source>
        <translation>results.json：不支持版本 %1（允许：1-%2）</translation>
    </message>
    <message>
        <source>results.json: setup.options: %1</source>
        <translation>results.json：setup.options：%1</translation>
    </message>
    <message>
        <source>results.json: setup.options: option %1 is stored as &quot;%2&quot;, not as RingLab writes it into the config (&quot;%3&quot;); the run was made by an older RingLab that may not have given it to the proxy, so what the proxy ran with is unknown</source>
        <translation>results.json：setup.options：选项 %1 存储为“%2”，而不是 RingLab 写入配置的形式（“%3”）；该运行由较旧的 RingLab 完成，它可能没有把该选项交给代理，因此代理实际运行时使用的值未知</translation>
    </message>
    <message>
        <source>%1 records no SHA-256 of %2 (written before RingLab recorded one): whether the mapping belongs to this run could not be checked</source>
        <translation>%1 没有记录 %2 的 SHA-256（写于 RingLab 开始记录之前）：无法检查该映射是否属于本次运行</translation>
    </message>
    <message>
        <source>%1 does not belong to the run in %2: its SHA-256 is %3, the run recorded %4 (the file was replaced, edited or copied from another run)</source>
        <translation>%1 不属于 %2 中的运行：其 SHA-256 为 %3，而运行记录的是 %4（该文件被替换、编辑过，或是从另一次运行复制而来）</translation>
    </message>
</context>
<context>
    <name>LiveRunStatus</name>
    <message>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>启动中</translation>
    </message>
    <message>
        <source>loading</source>
        <translation>加载中</translation>
    </message>
    <message>
        <source>rechecking</source>
        <translation>复查中</translation>
    </message>
    <message>
        <source>stopping</source>
        <translation>停止中</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>有效</translation>
    </message>
    <message>
        <source>not valid</source>
        <translation>无效</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>%1 req/s · ETA %2 s</source>
        <translation>%1 请求/秒 · 预计剩余 %2 秒</translation>
    </message>
    <message>
        <source>waiting for the first answers</source>
        <translation>正在等待首批应答</translation>
    </message>
    <message>
        <source>No run yet: choose the proxy and the backends, then Start.</source>
        <translation>尚未运行：请选择代理和后端，然后点击“开始”。</translation>
    </message>
    <message>
        <source>Starting: %1 and the backends are being checked and started…</source>
        <translation>启动中：正在检查并启动 %1 和各后端…</translation>
    </message>
    <message numerus="yes">
        <source>Loading through %1: %2 of %3 keys sent · %4</source>
        <translation>
            <numerusform>正在通过 %1 加载：已发送 %2/%3 个键 · %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rechecking through %1: sending the first %2 keys again · %3</source>
        <translation>
            <numerusform>正在通过 %1 复查：重新发送前 %2 个键 · %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping %1 and the backends, then checking the run…</source>
        <translation>正在停止 %1 和各后端，然后检查本次运行…</translation>
    </message>
    <message numerus="yes">
        <source>Valid: %1 keys through %2, every rule passed.</source>
        <translation>
            <numerusform>有效：%1 个键经过 %2，所有规则均通过。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not valid: %1 keys through %2; %3.</source>
        <translation>
            <numerusform>无效：%1 个键经过 %2；%3。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %1 of %2 keys through %3; a cancelled run is not valid.</source>
        <translation>
            <numerusform>经 %3 发送 %1/%2 个键后已取消；取消的运行无效。</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>No run yet</source>
        <translation>尚未运行</translation>
    </message>
    <message>
        <source>Did not run</source>
        <translation>未运行</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 requests (keys + recheck)</source>
        <translation>
            <numerusform>%1/%2 个请求（键 + 复查）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 answers every key</source>
        <translation>%1 应答了每个键</translation>
    </message>
    <message>
        <source>Every answer through %1 is 200 from a backend that should answer</source>
        <translation>经 %1 的每个应答都是来自应当应答的后端的 200</translation>
    </message>
    <message>
        <source>%1 sends nothing to the backends marked down</source>
        <translation>%1 没有向标记为下线的后端发送任何请求</translation>
    </message>
    <message>
        <source>%1 sends every resent key to the same backend as the first time</source>
        <translation>%1 将每个重发的键发往与第一次相同的后端</translation>
    </message>
    <message>
        <source>%1 logs no upstream error and no alert</source>
        <translation>%1 没有记录上游错误或警报</translation>
    </message>
    <message numerus="yes">
        <source>%1 live run, %2 keys (%3 after %2 of %4 planned)</source>
        <translation>
            <numerusform>%1 实测运行，%2 个键（在计划的 %4 个键中发送 %2 个后%3）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 live run, %2 keys</source>
        <translation>
            <numerusform>%1 实测运行，%2 个键</numerusform>
        </translation>
    </message>
    <message>
        <source>Every answer through %1 names a backend that should answer</source>
        <translation>经 %1 的每个应答都指明了应当应答的后端</translation>
    </message>
    <message>
        <source>%1 prints nothing beyond its start-up messages</source>
        <translation>%1 除启动消息外没有输出任何内容</translation>
    </message>
    <message>
        <source>%1 logs nothing about servers that are up</source>
        <translation>%1 没有记录关于在线服务器的任何内容</translation>
    </message>
</context>
<context>
    <name>LiveRunner</name>
    <message numerus="yes">
        <source>the run was cancelled after %1 of %2 keys</source>
        <translation>
            <numerusform>运行在 %2 个键中的 %1 个之后被取消</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the run was cancelled after %1 of %2 keys: %3</source>
        <translation>
            <numerusform>运行在 %2 个键中的 %1 个之后被取消：%3</numerusform>
        </translation>
    </message>
    <message>
        <source>the run stopped with an error: %1</source>
        <translation>运行因错误停止：%1</translation>
    </message>
    <message numerus="yes">
        <source>only %1 of %2 keys were answered</source>
        <translation>
            <numerusform>%2 个键中只有 %1 个得到响应</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 requests failed without an HTTP answer</source>
        <translation>
            <numerusform>%1 个请求失败且无 HTTP 响应</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 requests were answered with a status other than 200</source>
        <translation>
            <numerusform>%1 个请求的响应状态不是 200</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 requests were answered by a backend marked down</source>
        <translation>
            <numerusform>%1 个请求由标记为下线的后端响应</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 requests came back without a known backend</source>
        <translation>
            <numerusform>%1 个请求返回时没有可识别的后端</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of the %2 rechecked keys landed on a different backend the second time</source>
        <translation>
            <numerusform>%2 个复查的键中有 %1 个第二次落到了不同的后端</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only %1 keys were rechecked</source>
        <translation>
            <numerusform>仅复查了 %1 个键</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 keys reached the backends as another path than the key (rewritten on the way, so the proxy hashed something else): %2</source>
        <translation>
            <numerusform>%1 个键到达后端时的路径与键不同（途中被改写，因此代理哈希的是别的内容）：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>nginx logged %1 upstream errors (keys may have been sent to the next server on the ring)</source>
        <translation>
            <numerusform>nginx 记录了 %1 个上游错误（键可能被发送到了环上的下一台服务器）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>nginx logged %1 alerts or critical errors (for example a worker process that died mid-run): %2</source>
        <translation>
            <numerusform>nginx 记录了 %1 条警报或严重错误（例如运行中途退出的 worker 进程）：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>ran %1 %2</source>
        <translation>已运行 %1 %2</translation>
    </message>
    <message>
        <source>%1: %2 %3 did not succeed within %4 s: %5</source>
        <translation>%1：%2 %3 未在 %4 秒内成功：%5</translation>
    </message>
    <message>
        <source>cannot start %1 (%2)</source>
        <translation>无法启动 %1（%2）</translation>
    </message>
    <message>
        <source>dnsdist printed %1 lines beyond its start-up messages: %2</source>
        <translation>dnsdist 在启动消息之外输出了 %1 行：%2</translation>
    </message>
    <message>
        <source>twemproxy logged %1 lines about servers that should be up or about itself: %2</source>
        <translation>twemproxy 记录了 %1 行关于应当在线的服务器或其自身的日志：%2</translation>
    </message>
</context>
<context>
    <name>LoadEngine</name>
    <message>
        <source>a memcached key has at most %1 bytes, this one has %2</source>
        <translation>memcached 键最多 %1 字节，此键有 %2 字节</translation>
    </message>
    <message>
        <source>as a DNS name it has %1 bytes in wire form, at most %2 are allowed</source>
        <translation>作为 DNS 名称，其线格式有 %1 字节，最多允许 %2 字节</translation>
    </message>
    <message>
        <source>Qt&apos;s HTTP client (QNetworkAccessManager)</source>
        <translation>Qt 的 HTTP 客户端（QNetworkAccessManager）</translation>
    </message>
    <message>
        <source>RingLab&apos;s own HTTP/1.1 client (raw sockets, pipelined)</source>
        <translation>RingLab 自带的 HTTP/1.1 客户端（原始套接字，流水线）</translation>
    </message>
    <message>
        <source>DNS queries over UDP</source>
        <translation>通过 UDP 的 DNS 查询</translation>
    </message>
    <message>
        <source>memcached get requests over TCP</source>
        <translation>通过 TCP 的 memcached get 请求</translation>
    </message>
    <message>
        <source>Redis GET commands over TCP</source>
        <translation>通过 TCP 的 Redis GET 命令</translation>
    </message>
</context>
<context>
    <name>MaglevTable</name>
    <message>
        <source>%1: %2 is outside the allowed range 2-%3</source>
        <translation>%1：%2 超出允许范围 2-%3</translation>
    </message>
    <message>
        <source>%1: %2 is not a prime number; Envoy refuses it (&quot;The table size of maglev must be prime number&quot;), e.g. use 65537</source>
        <translation>%1：%2 不是素数；Envoy 会拒绝（“The table size of maglev must be prime number”），例如可使用 65537</translation>
    </message>
    <message>
        <source>servers: %1 host keys for %2 servers</source>
        <translation>servers：%1 个主机键对应 %2 台服务器</translation>
    </message>
    <message>
        <source>servers: no host with weight is up, so Envoy has no table to build</source>
        <translation>servers：没有带权重的主机在线，因此 Envoy 无表可建</translation>
    </message>
</context>
<context>
    <name>NginxConfigReader</name>
    <message>
        <source>no upstream block found</source>
        <translation>未找到 upstream 块</translation>
    </message>
    <message>
        <source>no upstream block found; %1</source>
        <translation>未找到 upstream 块；%1</translation>
    </message>
    <message>
        <source>upstream %1 not found</source>
        <translation>未找到 upstream %1</translation>
    </message>
</context>
<context>
    <name>NginxRing</name>
    <message>
        <source>servers: %1 is listed twice; nginx would merge the two into one set of points and round-robin between them, so list each server once</source>
        <translation>servers：%1 被列出了两次；nginx 会把两者合并为一组点并在其间轮询，因此每台服务器只应列出一次</translation>
    </message>
    <message>
        <source>weights: %1 points (160 per unit of weight) are more than RingLab can number (%2); use smaller weights</source>
        <translation>weights：%1 个点（每单位权重 160 个）超出了 RingLab 能编号的数量（%2）；请使用较小的权重</translation>
    </message>
    <message>
        <source>servers: the hash name &quot;%1&quot; is given to two servers; nginx gives every address of one server name the same points and round-robins between them, so a key has no one server: give each server its own name</source>
        <translation>servers：哈希名“%1”被分配给了两台服务器；nginx 会给同一 server 名称的每个地址相同的点，并在它们之间轮询，因此一个键没有唯一的服务器：请为每台服务器指定各自的名称</translation>
    </message>
</context>
<context>
    <name>NutcrackerYaml</name>
    <message>
        <source>nutcracker refuses this: conf: %1 is disallowed</source>
        <translation>nutcracker 拒绝此配置：conf：不允许 %1</translation>
    </message>
    <message>
        <source>nutcracker refuses this: conf: has pools with same name %1</source>
        <translation>nutcracker 拒绝此配置：conf：存在同名的池 %1</translation>
    </message>
    <message>
        <source>nutcracker refuses this: conf: directive &quot;%1:&quot; is a duplicate</source>
        <translation>nutcracker 拒绝此配置：conf：指令“%1:”重复</translation>
    </message>
    <message>
        <source>nutcracker refuses this: conf: pools &apos;%1&apos; and &apos;%2&apos; have the same listen address &apos;%3&apos;</source>
        <translation>nutcracker 拒绝此配置：conf：池“%1”和“%2”的监听地址相同，均为“%3”</translation>
    </message>
    <message>
        <source>nutcracker refuses this: conf: the file must contain only 1 document; found %1 documents</source>
        <translation>nutcracker 拒绝此配置：conf：文件只能包含 1 个文档；实际发现 %1 个文档</translation>
    </message>
</context>
<context>
    <name>ProxyConfigCheck</name>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>RingLab&apos;s wrapper</source>
        <translation>RingLab 的包装配置</translation>
    </message>
    <message>
        <source>Checked with %1: accepted.</source>
        <translation>已用 %1 检查：通过。</translation>
    </message>
    <message>
        <source>Checked with %1: accepted, with warnings: %2</source>
        <translation>已用 %1 检查：通过，但有警告：%2</translation>
    </message>
    <message>
        <source>Checked with %1: refused: %2</source>
        <translation>已用 %1 检查：被拒绝：%2</translation>
    </message>
    <message>
        <source>upstream %1 (line %2) could not be cut out of the text</source>
        <translation>无法从文本中截取 upstream %1（第 %2 行）</translation>
    </message>
    <message>
        <source>section %1 (line %2) could not be cut out of the text</source>
        <translation>无法从文本中截取段 %1（第 %2 行）</translation>
    </message>
    <message>
        <source>no checker for %1 configs</source>
        <translation>没有适用于 %1 配置的检查器</translation>
    </message>
    <message>
        <source>Not checked with %1: %2 is not installed on this machine.</source>
        <translation>未用 %1 检查：本机未安装 %2。</translation>
    </message>
    <message>
        <source>Not checked with %1: no private temporary directory (%2).</source>
        <translation>未用 %1 检查：没有私有临时目录（%2）。</translation>
    </message>
    <message>
        <source>Not checked with %1: %2.</source>
        <translation>未用 %1 检查：%2。</translation>
    </message>
    <message>
        <source>Not checked with %1: %2 did not start (%3).</source>
        <translation>未用 %1 检查：%2 未能启动（%3）。</translation>
    </message>
    <message>
        <source>Not checked with %1: %2 did not finish within %3 s.</source>
        <translation>未用 %1 检查：%2 未在 %3 秒内完成。</translation>
    </message>
    <message>
        <source>%1 (a name this machine cannot resolve; not counted as an error)</source>
        <translation>%1（本机无法解析的名称；不计为错误）</translation>
    </message>
    <message>
        <source>%1 exited with code %2</source>
        <translation>%1 以代码 %2 退出</translation>
    </message>
    <message>
        <source>Not checked by the proxy itself: RingLab runs only %1 to check configs.</source>
        <translation>未由代理本身检查：RingLab 仅运行 %1 来检查配置。</translation>
    </message>
    <message>
        <source>Not checked with %1: no section found at or above line %2.</source>
        <translation>未用 %1 检查：第 %2 行及其上方没有找到配置段。</translation>
    </message>
</context>
<context>
    <name>ProxyConfigReader</name>
    <message>
        <source>section &quot;%1&quot; not found; the file has: %2</source>
        <translation>未找到段“%1”；文件包含：%2</translation>
    </message>
    <message>
        <source>unknown config format</source>
        <translation>未知的配置格式</translation>
    </message>
    <message>
        <source>unexpected YAML structure: %1</source>
        <translation>意外的 YAML 结构：%1</translation>
    </message>
    <message>
        <source>the file has other sections, not advised on: %1</source>
        <translation>文件还包含其他未给出建议的段：%1</translation>
    </message>
    <message>
        <source>not a config RingLab can read: expected %1</source>
        <translation>不是 RingLab 能读取的配置：应为 %1</translation>
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
        <translation>代理 nginx</translation>
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
        <translation>twemproxy（Redis）</translation>
    </message>
</context>
<context>
    <name>ProxyRolloutFacts</name>
    <message>
        <source>nginx builds an upstream&apos;s ring from its config when it starts or reloads (nginx -s reload): the new workers use the new ring for every key at once, the old workers finish their requests and exit. Weights cannot be changed at run time in open-source nginx.</source>
        <translation>nginx 在启动或重新加载（nginx -s reload）时根据配置构建 upstream 的环：新的 worker 立即对所有键使用新环，旧的 worker 处理完各自的请求后退出。开源版 nginx 无法在运行时修改权重。</translation>
    </message>
    <message>
        <source>one reload per step, with the weights of that step</source>
        <translation>每步重新加载一次，使用该步的权重</translation>
    </message>
    <message>
        <source>not within one upstream; with two upstreams (today&apos;s weights and the new ones) and `split_clients &quot;$request_uri&quot; $ring { P% new; * old; }` + `proxy_pass http://$ring;`, a stable share P of the keys uses the new ring, raised reload by reload</source>
        <translation>无法在单个 upstream 内实现；使用两个 upstream（当前权重和新权重）加上 `split_clients &quot;$request_uri&quot; $ring { P% new; * old; }` + `proxy_pass http://$ring;`，可让固定的 P 份额的键使用新环，并随每次重新加载逐步提高</translation>
    </message>
    <message>
        <source>HAProxy builds a backend&apos;s ring when it starts or reloads (systemctl reload / -sf): the new process uses the new ring for every key at once. The runtime API (`set server B/S weight N`) can lower a weight without a reload, but a consistent-hash server cannot rise above the weight it started with: its ring points are made at start-up.</source>
        <translation>HAProxy 在启动或重新加载（systemctl reload / -sf）时构建 backend 的环：新进程立即对所有键使用新环。运行时 API（`set server B/S weight N`）可以不重新加载就降低权重，但一致性哈希服务器的权重不能超过其启动时的权重：它在环上的点是在启动时生成的。</translation>
    </message>
    <message>
        <source>not within one backend; with two backends (today&apos;s weights and the new ones) and a frontend rule on a hash of the same key, e.g. `use_backend new if { url,crc32,mod(100) lt P }`, a stable share P of the keys uses the new ring, raised reload by reload</source>
        <translation>无法在单个 backend 内实现；使用两个 backend（当前权重和新权重），再加一条按同一键的哈希判断的 frontend 规则，例如 `use_backend new if { url,crc32,mod(100) lt P }`，可让固定的 P 份额的键使用新环，并随每次重新加载逐步提高</translation>
    </message>
    <message>
        <source>Envoy rebuilds a cluster&apos;s ring when the cluster changes (a new config or an xDS update): every key uses the new ring at once.</source>
        <translation>Envoy 在集群变化时（新配置或 xDS 更新）重建集群的环：所有键立即使用新环。</translation>
    </message>
    <message>
        <source>one cluster update per step, with the ring size of that step</source>
        <translation>每步进行一次集群更新，使用该步的环大小</translation>
    </message>
    <message>
        <source>two clusters (today&apos;s ring and the new one) behind a route&apos;s weighted_clusters: a share P of the requests uses the new ring, picked per request, so a key can reach both rings while P is below 100%</source>
        <translation>在路由的 weighted_clusters 后放置两个集群（当前的环和新环）：P 份额的请求使用新环，按请求选择，因此在 P 低于 100% 时，一个键可能到达两个环</translation>
    </message>
    <message>
        <source>Istio pushes a changed DestinationRule to every Envoy sidecar, which rebuilds its ring: every key uses the new ring at once.</source>
        <translation>Istio 将修改后的 DestinationRule 推送到每个 Envoy sidecar，由其重建环：所有键立即使用新环。</translation>
    </message>
    <message>
        <source>one DestinationRule change per step, with the ring size of that step</source>
        <translation>每步修改一次 DestinationRule，使用该步的环大小</translation>
    </message>
    <message>
        <source>two subsets of the DestinationRule (today&apos;s ring and the new one) and a VirtualService that sends P% of the requests to the new subset, picked per request, so a key can reach both rings while P is below 100%</source>
        <translation>DestinationRule 的两个子集（当前的环和新环），加上一个将 P% 的请求发往新子集的 VirtualService，按请求选择，因此在 P 低于 100% 时，一个键可能到达两个环</translation>
    </message>
    <message>
        <source>unknown proxy</source>
        <translation>未知代理</translation>
    </message>
    <message>
        <source>dnsdist computes a server&apos;s points from its id and weight once the configuration is read (dnsdist.cc); a new configuration takes effect at a restart, and every query name uses the new ring at once. Server ids are random at each start unless newServer{id=…} fixes them, so a restart without fixed ids moves keys even when nothing else changed.</source>
        <translation>dnsdist 在读取配置后根据服务器的 id 和权重计算其点（dnsdist.cc）；新配置在重启时生效，所有查询名立即使用新环。除非 newServer{id=…} 固定了 id，否则每次启动时服务器 id 都是随机的，因此即使没有任何其他变化，未固定 id 的重启也会迁移键。</translation>
    </message>
    <message>
        <source>one restart per step, with the weights of that step</source>
        <translation>每步重启一次，使用该步的权重</translation>
    </message>
    <message>
        <source>two pools (today&apos;s weights and the new ones) and a rule sending a share P of the queries to the new pool, e.g. `addAction(ProbaRule(P), PoolAction(&quot;new&quot;))`: picked per query, so a name can reach both rings while P is below 1</source>
        <translation>两个池（当前权重与新权重）以及一条把 P 份额的查询发往新池的规则，例如 `addAction(ProbaRule(P), PoolAction(&quot;new&quot;))`：按查询选择，因此当 P 小于 1 时，同一名称可能到达两个环</translation>
    </message>
    <message>
        <source>Caddy applies a changed Caddyfile with `caddy reload` (or its admin API) without dropping connections; every request after the reload scores the new upstream list.</source>
        <translation>Caddy 通过 `caddy reload`（或其管理 API）应用修改后的 Caddyfile，不会断开连接；重新加载之后的每个请求都按新的上游列表打分。</translation>
    </message>
    <message>
        <source>one reload with the new upstreams</source>
        <translation>使用新的上游重新加载一次</translation>
    </message>
    <message>
        <source>not within one reverse_proxy; two reverse_proxy blocks behind matchers on a hash of the request would be needed, and Caddy 2.6 has no such matcher</source>
        <translation>无法在单个 reverse_proxy 内实现；需要两个 reverse_proxy 块，并由按请求哈希判断的匹配器分流，而 Caddy 2.6 没有这样的匹配器</translation>
    </message>
    <message>
        <source>parent.config is read again at `traffic_ctl config reload`, which rebuilds every parent ring: each request after the reload uses the new ring at once.</source>
        <translation>执行 `traffic_ctl config reload` 时会重新读取 parent.config，并重建每个父节点环：重新加载之后的每个请求立即使用新环。</translation>
    </message>
    <message>
        <source>one traffic_ctl config reload per step, with the weights of that step</source>
        <translation>每步执行一次 traffic_ctl config reload，使用该步的权重</translation>
    </message>
    <message>
        <source>not within parent.config: a rule has one ring, and the first rule matching a request&apos;s destination wins</source>
        <translation>无法在 parent.config 内实现：一条规则只有一个环，且匹配请求目标的第一条规则胜出</translation>
    </message>
    <message>
        <source>twemproxy 0.5.0 reads nutcracker.yml when it starts and cannot reload it: a changed pool takes effect at a restart, and every key uses the new ring at once. With auto_eject_hosts: true the ring is also rebuilt whenever a server is ejected or comes back.</source>
        <translation>twemproxy 0.5.0 在启动时读取 nutcracker.yml，且无法重新加载：修改后的池在重启时生效，所有键立即使用新环。若 auto_eject_hosts: true，每当有服务器被剔除或恢复时，环也会重建。</translation>
    </message>
    <message>
        <source>one restart per step, with the pool of that step</source>
        <translation>每步重启一次，使用该步的池</translation>
    </message>
    <message>
        <source>not within twemproxy (one ring per pool); two pools on two listen ports need the clients to send a stable share of the keys to the new one</source>
        <translation>无法在 twemproxy 内实现（每个池一个环）；若在两个监听端口上各设一个池，则需要客户端把固定份额的键发往新池</translation>
    </message>
    <message>
        <source>vcl_init of a newly loaded VCL builds the shard director&apos;s ring (varnishadm vcl.load, then vcl.use): requests switch to the new ring when the new VCL is used, and the cached objects stay, so only keys that miss in the cache reach the new backends.</source>
        <translation>新加载的 VCL 的 vcl_init 会构建 shard director 的环（varnishadm vcl.load，然后 vcl.use）：启用新 VCL 时请求切换到新环，已缓存的对象保留，因此只有未命中缓存的键才会到达新的后端。</translation>
    </message>
    <message>
        <source>one vcl.load + vcl.use per step, with the replicas of that step</source>
        <translation>每步执行一次 vcl.load + vcl.use，使用该步的 replicas</translation>
    </message>
    <message>
        <source>two shard directors in one VCL (today&apos;s replicas and the new ones) and, in vcl_backend_fetch, `if (vd_new.key(bereq.url) &lt; P × 4294967296) { set bereq.backend = vd_new.backend(by=URL); }`: a stable share P of the URLs uses the new ring, raised VCL by VCL</source>
        <translation>在一个 VCL 中设置两个 shard director（当前的 replicas 和新的 replicas），并在 vcl_backend_fetch 中加入 `if (vd_new.key(bereq.url) &lt; P × 4294967296) { set bereq.backend = vd_new.backend(by=URL); }`：固定的 P 份额的 URL 使用新环，并随每个新 VCL 逐步提高</translation>
    </message>
</context>
<context>
    <name>RolloutPlanner</name>
    <message>
        <source>every weight ×%1</source>
        <translation>所有权重 ×%1</translation>
    </message>
    <message>
        <source>weights %1</source>
        <translation>权重 %1</translation>
    </message>
    <message>
        <source>minimum ring size %1</source>
        <translation>最小环大小 %1</translation>
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
        <translation>servers：地址为空</translation>
    </message>
    <message>
        <source>servers: &quot;%1&quot; opens an IPv6 bracket without closing it</source>
        <translation>servers：“%1”的 IPv6 方括号未闭合</translation>
    </message>
    <message>
        <source>servers: &quot;%1&quot; has text after the IPv6 address</source>
        <translation>servers：“%1”在 IPv6 地址之后还有文本</translation>
    </message>
    <message>
        <source>servers: &quot;%1&quot; is not a valid IPv6 address</source>
        <translation>servers：“%1”不是有效的 IPv6 地址</translation>
    </message>
    <message>
        <source>servers: &quot;%1&quot;: write IPv6 addresses in brackets, e.g. [::1]:80</source>
        <translation>servers：“%1”：IPv6 地址须写在方括号内，例如 [::1]:80</translation>
    </message>
    <message>
        <source>servers: &quot;%1&quot; is not a valid IPv4 address</source>
        <translation>servers：“%1”不是有效的 IPv4 地址</translation>
    </message>
    <message>
        <source>servers: &quot;%1&quot; is not a valid host name</source>
        <translation>servers：“%1”不是有效的主机名</translation>
    </message>
    <message>
        <source>servers: port &quot;%1&quot; in &quot;%2&quot; is outside the allowed range 1-65535</source>
        <translation>servers：“%2”中的端口“%1”超出允许范围 1-65535</translation>
    </message>
    <message>
        <source>servers: the list is empty; give at least one server (1-%1)</source>
        <translation>servers：列表为空；请至少给出一台服务器（1-%1）</translation>
    </message>
    <message>
        <source>servers: %1 is outside the allowed range 1-%2</source>
        <translation>servers：%1 超出允许范围 1-%2</translation>
    </message>
    <message>
        <source>servers: range &quot;%1&quot; has a port outside 1-65535</source>
        <translation>servers：范围“%1”包含超出 1-65535 的端口</translation>
    </message>
    <message>
        <source>servers: range &quot;%1&quot; is reversed (%2 &gt; %3)</source>
        <translation>servers：范围“%1”首尾颠倒（%2 &gt; %3）</translation>
    </message>
    <message>
        <source>servers: more than %1 servers</source>
        <translation>servers：超过 %1 台服务器</translation>
    </message>
    <message>
        <source>servers: &quot;%1&quot; appears twice; each server must be listed once</source>
        <translation>servers：“%1”出现了两次；每台服务器只能列出一次</translation>
    </message>
    <message>
        <source>servers: &quot;%1&quot; names no server; give at least one (1-%2)</source>
        <translation>servers：“%1”未指定任何服务器；请至少给出一台（1-%2）</translation>
    </message>
    <message>
        <source>weights: the list is empty</source>
        <translation>weights：列表为空</translation>
    </message>
    <message>
        <source>weights: %1 values for %2 servers; give one value for all or one per server</source>
        <translation>weights：%2 台服务器给出了 %1 个值；请给一个值用于全部，或每台服务器一个</translation>
    </message>
    <message>
        <source>weights: &quot;%1&quot; is not a whole number (allowed %2-%3)</source>
        <translation>weights：“%1”不是整数（允许 %2-%3）</translation>
    </message>
    <message>
        <source>weights: %1 is outside the allowed range %2-%3</source>
        <translation>weights：%1 超出允许范围 %2-%3</translation>
    </message>
    <message>
        <source>down: position &quot;%1&quot; is outside 1-%2</source>
        <translation>down：位置“%1”超出 1-%2</translation>
    </message>
    <message>
        <source>down: &quot;%1&quot; names no server in the list</source>
        <translation>down：“%1”不对应列表中的任何服务器</translation>
    </message>
    <message>
        <source>down: port %1 matches %2 servers; give the full address</source>
        <translation>down：端口 %1 匹配 %2 台服务器；请给出完整地址</translation>
    </message>
    <message>
        <source>down: port %1 names no server in the list; for the server at position %1 write #%1</source>
        <translation>down：端口 %1 不对应列表中的任何服务器；如要指定位置 %1 的服务器，请写 #%1</translation>
    </message>
    <message>
        <source>down: the range &quot;%1&quot; runs backwards (%2 &gt; %3)</source>
        <translation>down：范围“%1”首尾颠倒（%2 &gt; %3）</translation>
    </message>
    <message>
        <source>down: &quot;%1&quot; is not a port in 1-65535</source>
        <translation>down：“%1”不是 1-65535 内的端口</translation>
    </message>
    <message>
        <source>servers: &quot;%1&quot; is not an address (an IPv4 address has four numbers); to hash the name &quot;%1&quot;, write it before the server&apos;s address: %1=127.0.0.1:9001, or give the names separately (--hash-names)</source>
        <translation>servers：“%1”不是地址（IPv4 地址由四个数字组成）；若要对名称“%1”做哈希，请把它写在服务器地址之前：%1=127.0.0.1:9001，或单独给出名称（--hash-names）</translation>
    </message>
    <message>
        <source>servers: &quot;%1=&quot; gives a hash name but no address; write name=address, e.g. %1=127.0.0.1:9001</source>
        <translation>servers：“%1=”给出了哈希名但没有地址；请写成 name=address，例如 %1=127.0.0.1:9001</translation>
    </message>
    <message>
        <source>servers: a hash name is empty; write name=address, e.g. cache-1=10.0.0.1:8080</source>
        <translation>servers：有一个哈希名为空；请写成 name=address，例如 cache-1=10.0.0.1:8080</translation>
    </message>
    <message>
        <source>servers: hash name &quot;%1…&quot; has %2 characters; allowed 1-255</source>
        <translation>servers：哈希名“%1…”有 %2 个字符；允许 1-255</translation>
    </message>
    <message>
        <source>servers: hash name &quot;%1&quot; holds a space, a comma, &quot;=&quot; or a control character; a name is 1-255 printable characters without them</source>
        <translation>servers：哈希名“%1”含有空格、逗号、“=”或控制字符；名称须为 1-255 个不含这些字符的可打印字符</translation>
    </message>
    <message>
        <source>hash-names: the list is empty; give one name per server</source>
        <translation>hash-names：列表为空；请每台服务器给一个名称</translation>
    </message>
    <message>
        <source>hash-names: &quot;%1&quot; counts backwards (%2 &gt; %3)</source>
        <translation>hash-names：“%1”是倒序计数（%2 &gt; %3）</translation>
    </message>
    <message>
        <source>hash-names: more names than the %1 servers; give one name per server</source>
        <translation>hash-names：名称多于 %1 台服务器；请每台服务器给一个名称</translation>
    </message>
    <message>
        <source>hash-names: %1 names for %2 servers; give one name per server (- for none)</source>
        <translation>hash-names：%2 台服务器给出了 %1 个名称；请每台服务器给一个名称（- 表示无）</translation>
    </message>
    <message>
        <source>hash-names: %1</source>
        <translation>hash-names：%1</translation>
    </message>
    <message>
        <source>down: &quot;%1&quot; is not an address (127.0.0.1:9042), a port (9042), a position (#42), a range (9040-9045, #7-#9) or a server&apos;s hash name</source>
        <translation>down：“%1”不是地址（127.0.0.1:9042）、端口（9042）、位置（#42）、范围（9040-9045、#7-#9）或服务器的哈希名</translation>
    </message>
</context>
<context>
    <name>SimResultIo</name>
    <message>
        <source>setting: rule, space or path is not one of the known names</source>
        <translation>setting：rule、space 或 path 不是已知名称</translation>
    </message>
    <message>
        <source>seed: expected a whole number as text</source>
        <translation>seed：应为文本形式的整数</translation>
    </message>
    <message>
        <source>points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>CV formula</source>
        <translation>CV 公式</translation>
    </message>
    <message>
        <source>CV rule theory</source>
        <translation>CV 规则理论值</translation>
    </message>
    <message>
        <source>CV simulated ± SE</source>
        <translation>CV 模拟值 ± 标准误</translation>
    </message>
    <message>
        <source>busiest mean</source>
        <translation>最忙 均值</translation>
    </message>
    <message>
        <source>busiest p95</source>
        <translation>最忙 p95</translation>
    </message>
    <message>
        <source>busiest theory</source>
        <translation>最忙 理论值</translation>
    </message>
    <message>
        <source>quietest mean</source>
        <translation>最闲 均值</translation>
    </message>
    <message>
        <source>colliding pairs</source>
        <translation>碰撞点对</translation>
    </message>
    <message>
        <source>expected M²/2^(b+1)</source>
        <translation>期望值 M²/2^(b+1)</translation>
    </message>
    <message>
        <source>points lost</source>
        <translation>丢失的点</translation>
    </message>
    <message>
        <source>receivers</source>
        <translation>接收者</translation>
    </message>
    <message>
        <source>largest catcher / removed</source>
        <translation>最大接收者 / 移除量</translation>
    </message>
    <message>
        <source>largest catcher / fair share</source>
        <translation>最大接收者 / 公平份额</translation>
    </message>
    <message>
        <source>not a JSON object: %1</source>
        <translation>不是 JSON 对象：%1</translation>
    </message>
    <message>
        <source>format: expected &quot;%1&quot; version 1 (written by ringlab-cli simulate --shard)</source>
        <translation>format：应为“%1”版本 1（由 ringlab-cli simulate --shard 写出）</translation>
    </message>
    <message>
        <source>rings: each row needs 10 columns</source>
        <translation>rings：每行需要 10 列</translation>
    </message>
    <message>
        <source>rings: ring index %1 is outside the allowed range 0-%2</source>
        <translation>rings：环索引 %1 超出允许范围 0-%2</translation>
    </message>
    <message>
        <source>collisions: expected first or random</source>
        <translation>collisions：应为 first 或 random</translation>
    </message>
    <message>
        <source>CV sim / formula</source>
        <translation>CV 模拟 / 公式</translation>
    </message>
    <message>
        <source>CV theory with collisions</source>
        <translation>含碰撞的 CV 理论值</translation>
    </message>
    <message>
        <source>expected lost</source>
        <translation>预期丢失</translation>
    </message>
</context>
<context>
    <name>SimSetting</name>
    <message>
        <source>servers: %1 is outside the allowed range 1-%2</source>
        <translation>servers：%1 超出允许范围 1-%2</translation>
    </message>
    <message>
        <source>points: %1 is outside the allowed range 1-%2</source>
        <translation>points：%1 超出允许范围 1-%2</translation>
    </message>
    <message>
        <source>rings: %1 is outside the allowed range 1-%2</source>
        <translation>rings：%1 超出允许范围 1-%2</translation>
    </message>
    <message>
        <source>weights: %1 weights given for %2 servers; give one per server or none</source>
        <translation>weights：为 %2 台服务器给出了 %1 个权重；请每台给一个或都不给</translation>
    </message>
    <message>
        <source>weights: server %1 has weight %2, outside the allowed range 1-%3</source>
        <translation>weights：服务器 %1 的权重为 %2，超出允许范围 1-%3</translation>
    </message>
    <message>
        <source>points: %1 points per ring is more than the simulator&apos;s limit of %2</source>
        <translation>points：每环 %1 个点超过模拟器上限 %2</translation>
    </message>
    <message>
        <source>removal: needs at least 2 servers, got %1</source>
        <translation>removal：至少需要 2 台服务器，实际为 %1</translation>
    </message>
    <message>
        <source>removal: server index %1 is outside the allowed range 0-%2</source>
        <translation>removal：服务器索引 %1 超出允许范围 0-%2</translation>
    </message>
    <message>
        <source>path: exact sampling (Dirichlet shares) needs rule next, space ideal and no removal; use path explicit</source>
        <translation>path：精确抽样（Dirichlet 份额）要求 rule next、space ideal 且不移除服务器；请使用 path explicit</translation>
    </message>
    <message>
        <source>removal: the removal analysis runs in the ideal space only, not in the %1-bit space; use space ideal (--space ideal) or drop --removal</source>
        <translation>removal：移除分析只在理想空间中运行，不支持 %1 位空间；请使用 ideal 空间（--space ideal）或去掉 --removal</translation>
    </message>
</context>
<context>
    <name>Simulator</name>
    <message>
        <source>points: %1 servers × %2 points needs about %3 per ring, more than the limit of %4</source>
        <translation>points：%1 台服务器 × %2 个点每环约需 %3，超过上限 %4</translation>
    </message>
</context>
<context>
    <name>SpreadMarker</name>
    <message>
        <source>Caddy (rendezvous/HRW)</source>
        <translation>Caddy（rendezvous/HRW）</translation>
    </message>
    <message>
        <source>dnsdist chashed, weight 1 (%1)</source>
        <translation>dnsdist chashed，权重 1（%1）</translation>
    </message>
    <message>
        <source>Envoy ring, default (%1)</source>
        <translation>Envoy 环，默认（%1）</translation>
    </message>
    <message>
        <source>HAProxy w1 (%1, nearest)</source>
        <translation>HAProxy w1（%1，最近点）</translation>
    </message>
    <message>
        <source>HAProxy w10 (%1, nearest)</source>
        <translation>HAProxy w10（%1，最近点）</translation>
    </message>
    <message>
        <source>HAProxy w100 (%1, nearest)</source>
        <translation>HAProxy w100（%1，最近点）</translation>
    </message>
    <message>
        <source>Maglev table (%1)</source>
        <translation>Maglev 表（%1）</translation>
    </message>
    <message>
        <source>nginx (%1)</source>
        <translation>nginx（%1）</translation>
    </message>
    <message>
        <source>Traffic Server (%1)</source>
        <translation>Traffic Server（%1）</translation>
    </message>
    <message>
        <source>twemproxy ketama (%1)</source>
        <translation>twemproxy ketama（%1）</translation>
    </message>
    <message>
        <source>Varnish shard (%1)</source>
        <translation>Varnish shard（%1）</translation>
    </message>
</context>
<context>
    <name>SystemRegistry</name>
    <message>
        <source>%1 or %2</source>
        <translation>%1 或 %2</translation>
    </message>
</context>
<context>
    <name>TrafficServerConfigReader</name>
    <message>
        <source>&quot;%1&quot; is not key=value</source>
        <translation>“%1”不是 key=value</translation>
    </message>
    <message>
        <source>%1: the quote is not closed on this line</source>
        <translation>%1：引号在本行内未闭合</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not host:port (port 1-65535)</source>
        <translation>%1：“%2”不是 host:port（端口 1-65535）</translation>
    </message>
    <message>
        <source>%1: weight &quot;%2&quot; of %3 is outside the allowed range: whole numbers 1-1000000 (Traffic Server takes any float; RingLab reads whole weights)</source>
        <translation>%1：%3 的权重“%2”超出允许范围：1-1000000 的整数（Traffic Server 接受任意浮点数；RingLab 只读取整数权重）</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>%1: no parents in &quot;%2&quot;</source>
        <translation>%1：“%2”中没有父节点</translation>
    </message>
    <message>
        <source>more than %1 parents</source>
        <translation>超过 %1 个父节点</translation>
    </message>
    <message>
        <source>%1: %2 and %3 hash the same name &quot;%4&quot;: Traffic Server hashes a parent&apos;s host name, not its port, so they would share one set of points (all kept by the first); write each as host:port&amp;host:port to give it its own</source>
        <translation>%1：%2 和 %3 对同一名称“%4”做哈希：Traffic Server 对父节点的主机名而非端口做哈希，因此它们会共用一组点（全部归第一个所有）；请把每个写成 host:port&amp;host:port，使其拥有自己的点</translation>
    </message>
    <message>
        <source>secondary_mode: &quot;%1&quot; is outside the allowed range 1-3</source>
        <translation>secondary_mode：“%1”超出允许范围 1-3</translation>
    </message>
    <message>
        <source>qstring: &quot;%1&quot; is not consider or ignore</source>
        <translation>qstring：“%1”既不是 consider 也不是 ignore</translation>
    </message>
    <message>
        <source>round_robin: &quot;%1&quot; is not one of %2</source>
        <translation>round_robin：“%1”不是 %2 之一</translation>
    </message>
    <message>
        <source>round_robin: false (Traffic Server default: parents in order)</source>
        <translation>round_robin：false（Traffic Server 默认值：按顺序使用父节点）</translation>
    </message>
    <message>
        <source>the URL path</source>
        <translation>URL 路径</translation>
    </message>
    <message>
        <source>the URL path and query</source>
        <translation>URL 路径和查询字符串</translation>
    </message>
    <message>
        <source>the client IP</source>
        <translation>客户端 IP</translation>
    </message>
    <message>
        <source>round_robin=true picks by the client IP&apos;s hash modulo the parent count</source>
        <translation>round_robin=true 按客户端 IP 的哈希对父节点数取模来选择</translation>
    </message>
    <message>
        <source>line longer than %1 characters</source>
        <translation>行长度超过 %1 个字符</translation>
    </message>
    <message>
        <source> (line %1)</source>
        <translation> （第 %1 行）</translation>
    </message>
    <message>
        <source>no rule with parent=&quot;…&quot;: not a parent.config RingLab can read</source>
        <translation>没有含 parent=&quot;…&quot; 的规则：不是 RingLab 能读取的 parent.config</translation>
    </message>
    <message>
        <source>rule %1 (line %2) not found in the text</source>
        <translation>在文本中未找到规则 %1（第 %2 行）</translation>
    </message>
</context>
<context>
    <name>TrafficServerRing</name>
    <message>
        <source>primary ring: first point at or after %1 is %2 (%3, replica %4)</source>
        <translation>主环：位于 %1 处或其后的第一个点是 %2（%3，副本 %4）</translation>
    </message>
    <message>
        <source>%1 is marked down</source>
        <translation>%1 被标记为下线</translation>
    </message>
    <message>
        <source>secondary ring (secondary_mode %1): first up parent from %2 is %3</source>
        <translation>次环（secondary_mode %1）：从 %2 开始第一个在线的父节点是 %3</translation>
    </message>
    <message>
        <source>next up parent clockwise on the primary ring: %1</source>
        <translation>主环上顺时针方向的下一个在线父节点：%1</translation>
    </message>
    <message>
        <source>no parent is up: the request fails (or goes direct with go_direct=true)</source>
        <translation>没有在线的父节点：请求失败（若 go_direct=true 则直接访问源站）</translation>
    </message>
    <message>
        <source>option secondary: %1 leaves no primary parent; allowed 0-%2 for %3 servers</source>
        <translation>选项 secondary：%1 会使主父节点一个不剩；%3 台服务器时允许 0-%2</translation>
    </message>
    <message>
        <source>servers: %1 is not host:port; parent.config needs a port after the first &apos;:&apos; (IPv6 parents cannot be written)</source>
        <translation>servers：%1 不是 host:port；parent.config 要求第一个 &apos;:&apos; 之后是端口（IPv6 父节点无法这样书写）</translation>
    </message>
    <message>
        <source>servers: %1 and %2 hash the same name &quot;%3&quot;; Traffic Server hashes a parent&apos;s host name, not its port, so they would share one set of points (all kept by the first) and go down together; give each parent its own host name or set option hash-string=address</source>
        <translation>servers：%1 和 %2 对同一名称“%3”做哈希；Traffic Server 对父节点的主机名而非端口做哈希，因此它们会共用一组点（全部归第一个所有）并一起下线；请为每个父节点指定各自的主机名，或设置选项 hash-string=address</translation>
    </message>
</context>
<context>
    <name>TrafficServerSystem</name>
    <message>
        <source>Traffic Server logged %1 errors: %2</source>
        <translation>Traffic Server 记录了 %1 个错误：%2</translation>
    </message>
    <message>
        <source>%1 logs no error and marks no parent down</source>
        <translation>%1 没有记录错误，也没有将任何父节点标记为下线</translation>
    </message>
</context>
<context>
    <name>TwemproxyConfigReader</name>
    <message>
        <source>servers: &quot;%1&quot; is not host:port:weight [name]</source>
        <translation>servers：“%1”不是 host:port:weight [name]</translation>
    </message>
    <message>
        <source>servers: weight &quot;%1&quot; of &quot;%2&quot; is outside the allowed range 1-%3</source>
        <translation>servers：“%2”的权重“%1”超出允许范围 1-%3</translation>
    </message>
    <message>
        <source>servers: &quot;%1&quot; has no port 1-65535 (host:port:weight [name]; unix sockets are not read)</source>
        <translation>servers：“%1”没有 1-65535 内的端口（格式为 host:port:weight [name]；不读取 unix 套接字）</translation>
    </message>
    <message>
        <source>pool %1: servers: expected a list of host:port:weight [name]</source>
        <translation>池 %1：servers：应为 host:port:weight [name] 的列表</translation>
    </message>
    <message>
        <source>pool %1: more than %2 servers</source>
        <translation>池 %1：超过 %2 台服务器</translation>
    </message>
    <message>
        <source>servers: expected host:port:weight [name], not a list or map</source>
        <translation>servers：应为 host:port:weight [name]，而不是列表或映射</translation>
    </message>
    <message>
        <source>distribution: &quot;%1&quot; is not one of ketama, modula, random</source>
        <translation>distribution：“%1”不是 ketama、modula、random 之一</translation>
    </message>
    <message>
        <source>distribution: ketama (twemproxy default)</source>
        <translation>distribution：ketama（twemproxy 默认值）</translation>
    </message>
    <message>
        <source>distribution modula: key hash modulo the pool&apos;s total weight, so adding or removing a server moves most keys</source>
        <translation>distribution modula：键哈希对池的总权重取模，因此增加或移除一台服务器会迁移大部分键</translation>
    </message>
    <message>
        <source>distribution random: each request picks a server at random, the key is not used</source>
        <translation>distribution random：每个请求随机选择一台服务器，不使用键</translation>
    </message>
    <message>
        <source>hash: &quot;%1&quot; is not one of %2</source>
        <translation>hash：“%1”不是 %2 之一</translation>
    </message>
    <message>
        <source>hash: fnv1a_64 (twemproxy default)</source>
        <translation>hash：fnv1a_64（twemproxy 默认值）</translation>
    </message>
    <message>
        <source>hash_tag: &quot;%1&quot; is not one RingLab models (%2)</source>
        <translation>hash_tag：RingLab 不模拟“%1”（%2）</translation>
    </message>
    <message>
        <source>auto_eject_hosts: &quot;%1&quot; is not true or false</source>
        <translation>auto_eject_hosts：“%1”既不是 true 也不是 false</translation>
    </message>
    <message>
        <source>auto_eject_hosts: false (twemproxy default)</source>
        <translation>auto_eject_hosts：false（twemproxy 默认值）</translation>
    </message>
    <message>
        <source>the key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>redis: true (the ring is the same for memcached and Redis pools)</source>
        <translation>redis：true（memcached 池和 Redis 池的环相同）</translation>
    </message>
    <message>
        <source>expected pools: a map of pool names, each with servers:</source>
        <translation>应为 pools：以池名称为键的映射，每个池都带有 servers:</translation>
    </message>
    <message>
        <source>no pool with servers: not a nutcracker.yml RingLab can read</source>
        <translation>没有包含 servers 的池：不是 RingLab 能读取的 nutcracker.yml</translation>
    </message>
    <message>
        <source>pool %1 (line %2) not found in the text</source>
        <translation>在文本中未找到池 %1（第 %2 行）</translation>
    </message>
    <message>
        <source>line %1: server %2 not found</source>
        <translation>第 %1 行：未找到服务器 %2</translation>
    </message>
</context>
<context>
    <name>TwemproxyPool</name>
    <message>
        <source>servers: &quot;%1&quot; has no port 1-65535; twemproxy servers are host:port:weight</source>
        <translation>servers：“%1”没有 1-65535 内的端口；twemproxy 的服务器格式为 host:port:weight</translation>
    </message>
    <message>
        <source>option hash: choose one of: %1</source>
        <translation>选项 hash：请从以下选择：%1</translation>
    </message>
    <message>
        <source>weights: the pool&apos;s total weight %1 is above twemproxy&apos;s uint32 limit of 4294967295</source>
        <translation>weights：池的总权重 %1 超过 twemproxy 的 uint32 上限 4294967295</translation>
    </message>
    <message>
        <source>servers: two servers have the name &quot;%1&quot;; twemproxy refuses a pool with servers of the same name</source>
        <translation>servers：有两台服务器名为“%1”；twemproxy 拒绝包含同名服务器的池</translation>
    </message>
    <message>
        <source>A pool of one server: twemproxy sends every key to it without hashing.</source>
        <translation>池中只有一台服务器：twemproxy 不做哈希，直接把每个键发送给它。</translation>
    </message>
    <message>
        <source>%1 is down and auto_eject_hosts is false: twemproxy keeps it in the pool and answers this key with an error.</source>
        <translation>%1 已下线且 auto_eject_hosts 为 false：twemproxy 将其保留在池中，并对该键返回错误。</translation>
    </message>
    <message>
        <source>%1 hash of the key: %2 (hashes span 0-%3).</source>
        <translation>键的 %1 哈希：%2（哈希范围为 0-%3）。</translation>
    </message>
    <message>
        <source>No point at or after it: the lookup wraps to the first point, %1.</source>
        <translation>其处或其后没有点：查找回绕到第一个点，即 %1。</translation>
    </message>
    <message>
        <source>First continuum point at or after it: %1 (point %2 of %3).</source>
        <translation>位于其处或其后的第一个 continuum 点：%1（第 %2 个点，共 %3 个）。</translation>
    </message>
    <message>
        <source>That point is word %1 of MD5(&quot;%2-%3&quot;), one of %4&apos;s %5 points.</source>
        <translation>该点是 MD5(&quot;%2-%3&quot;) 的第 %1 个字（word），是 %4 的 %5 个点之一。</translation>
    </message>
    <message>
        <source>%1 hash of the key: %2; %2 mod %3 slots = slot %4, which belongs to %5.</source>
        <translation>键的 %1 哈希：%2；%2 mod %3 个槽 = 槽 %4，属于 %5。</translation>
    </message>
    <message>
        <source>twemproxy&apos;s random distribution ignores the key: each request goes to random() mod %1 servers, so no port can say where this key goes.</source>
        <translation>twemproxy 的 random 分布忽略键：每个请求发往 random() mod %1 所选的服务器，因此任何移植实现都无法判断该键去往何处。</translation>
    </message>
    <message>
        <source>RingLab&apos;s stand-in: hash %1 mod %2 = %3, which is %4.</source>
        <translation>RingLab 的替代做法：哈希 %1 mod %2 = %3，即 %4。</translation>
    </message>
</context>
<context>
    <name>VarnishConfigReader</name>
    <message>
        <source>braces nested more than %1 deep; not a VCL file</source>
        <translation>花括号嵌套超过 %1 层；不是 VCL 文件</translation>
    </message>
    <message>
        <source>a closing brace without an opening one</source>
        <translation>右花括号没有对应的左花括号</translation>
    </message>
    <message>
        <source>the block opened here is not closed</source>
        <translation>此处开始的块未闭合</translation>
    </message>
    <message>
        <source>backend %1: no .host = &quot;…&quot;;</source>
        <translation>backend %1：没有 .host = &quot;…&quot;;</translation>
    </message>
    <message>
        <source>backend %1: .port &quot;%2&quot; is outside the allowed range 1-65535</source>
        <translation>backend %1：.port“%2”超出允许范围 1-65535</translation>
    </message>
    <message>
        <source>shard director %1 is created twice</source>
        <translation>shard director %1 被创建了两次</translation>
    </message>
    <message>
        <source>director %1: more than %2 backends</source>
        <translation>director %1：后端超过 %2 个</translation>
    </message>
    <message>
        <source>line %1: set_rampup applies only to backends that turned healthy a moment ago; the steady-state ring is the one shown</source>
        <translation>第 %1 行：set_rampup 只作用于刚恢复健康的后端；显示的是稳态下的环</translation>
    </message>
    <message>
        <source>line %1: %2() is not followed; the ring shown has every add_backend()</source>
        <translation>第 %1 行：未执行 %2()；显示的环包含所有 add_backend()</translation>
    </message>
    <message>
        <source>reconfigure: replicas &quot;%1&quot; is outside the allowed range 1-10000000</source>
        <translation>reconfigure：replicas“%1”超出允许范围 1-10000000</translation>
    </message>
    <message>
        <source>no `new … = directors.shard();`: not a VCL with a shard director</source>
        <translation>没有 `new … = directors.shard();`：不是带 shard director 的 VCL</translation>
    </message>
    <message>
        <source>shard director %1 has no add_backend()</source>
        <translation>shard director %1 没有 add_backend()</translation>
    </message>
    <message>
        <source>add_backend: backend &quot;%1&quot; is not declared in this file</source>
        <translation>add_backend：后端“%1”未在此文件中声明</translation>
    </message>
    <message>
        <source>add_backend: weight &quot;%1&quot; is outside the allowed range: whole numbers 1-%2 (Varnish takes any REAL from 1; RingLab reads whole weights)</source>
        <translation>add_backend：权重“%1”超出允许范围：1-%2 的整数（Varnish 接受从 1 起的任意 REAL；RingLab 只读取整数权重）</translation>
    </message>
    <message>
        <source>add_backend: ident &quot;%1&quot; was added on line %2 already; Varnish skips the second (&quot;already exists - skipping&quot;)</source>
        <translation>add_backend：ident“%1”已在第 %2 行添加过；Varnish 会跳过第二次（“already exists - skipping”）</translation>
    </message>
    <message>
        <source>backend: by=%1 is not one of HASH, URL, KEY, BLOB</source>
        <translation>backend：by=%1 不是 HASH、URL、KEY、BLOB 之一</translation>
    </message>
    <message>
        <source>by: HASH (the shard director&apos;s default)</source>
        <translation>by：HASH（shard director 的默认值）</translation>
    </message>
    <message>
        <source>the URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>the key given to .key()</source>
        <translation>传给 .key() 的键</translation>
    </message>
    <message>
        <source>the blob&apos;s first four bytes</source>
        <translation>blob 的前四个字节</translation>
    </message>
    <message>
        <source>the object digest (URL and Host)</source>
        <translation>对象摘要（URL 与 Host）</translation>
    </message>
    <message>
        <source>by: HASH (no %1.backend() call found)</source>
        <translation>by：HASH（未找到 %1.backend() 调用）</translation>
    </message>
    <message>
        <source>shard director %1 not found in the text</source>
        <translation>文本中未找到 shard director %1</translation>
    </message>
    <message>
        <source>include &quot;%1&quot; (line %2) was not followed; backends and directors defined there are not read</source>
        <translation>未跟随 include “%1”（第 %2 行）；其中定义的后端和 director 未被读取</translation>
    </message>
    <message>
        <source>%1.%2( is not closed by a parenthesis</source>
        <translation>%1.%2( 没有用括号闭合</translation>
    </message>
    <message>
        <source>reconfigure: replicas &quot;%1&quot; is not a whole number RingLab can read (an expression is not evaluated)</source>
        <translation>reconfigure：replicas “%1”不是 RingLab 能读取的整数（不会对表达式求值）</translation>
    </message>
    <message>
        <source>no `new … = directors.shard();` in this file; %1</source>
        <translation>此文件中没有 `new … = directors.shard();`；%1</translation>
    </message>
    <message>
        <source>add_backend: backend &quot;%1&quot; is not declared in this file; %2</source>
        <translation>add_backend：后端“%1”未在此文件中声明；%2</translation>
    </message>
    <message>
        <source>unterminated long string {&quot;…&quot;} (varnishd: &quot;Unterminated long-string&quot;)</source>
        <translation>长字符串 {&quot;…&quot;} 未结束（varnishd：“Unterminated long-string”）</translation>
    </message>
    <message>
        <source>unterminated string: a &quot;…&quot; string ends on its line (varnishd: &quot;Unterminated string&quot;)</source>
        <translation>字符串未结束：&quot;…&quot; 字符串必须在其所在行内结束（varnishd：“Unterminated string”）</translation>
    </message>
    <message>
        <source>replicas: %1 (the shard director&apos;s default; no reconfigure())</source>
        <translation>replicas：%1（shard director 的默认值；无 reconfigure()）</translation>
    </message>
</context>
<context>
    <name>VarnishShard</name>
    <message>
        <source>%1 is unhealthy: the walk goes on</source>
        <translation>%1 不健康：继续沿环查找</translation>
    </message>
    <message>
        <source>%1 is skipped for alt</source>
        <translation>%1 因 alt 被跳过</translation>
    </message>
    <message>
        <source>key %1 is above the last point %2: Varnish 7.1 starts at that last point (%3), not at the first</source>
        <translation>键 %1 大于最后一个点 %2：Varnish 7.1 从最后这个点（%3）开始，而不是从第一个点开始</translation>
    </message>
    <message>
        <source>key %1: first point at or above it is %2 (%3, replica %4)</source>
        <translation>键 %1：大于或等于它的第一个点是 %2（%3，副本 %4）</translation>
    </message>
    <message>
        <source>no healthy backend: Varnish returns none (503)</source>
        <translation>没有健康的后端：Varnish 不返回任何后端（503）</translation>
    </message>
    <message>
        <source>warmup %1: %2 of the requests go to %3, the rest to %4</source>
        <translation>warmup %1：%2 的请求发往 %3，其余发往 %4</translation>
    </message>
    <message>
        <source>chosen: %1</source>
        <translation>选中：%1</translation>
    </message>
    <message>
        <source>servers: %1 is listed twice; Varnish skips a second add_backend() with the same ident (&quot;already exists - skipping&quot;), so list each server once</source>
        <translation>servers：%1 被列出了两次；Varnish 会跳过具有相同 ident 的第二次 add_backend()（“already exists - skipping”），因此每台服务器只应列出一次</translation>
    </message>
    <message>
        <source>option alt: %1 is above %2, the number of backends minus one; Varnish would limit it to %2 with an error in its log</source>
        <translation>选项 alt：%1 大于 %2（后端数减一）；Varnish 会将其限制为 %2，并在日志中记录错误</translation>
    </message>
</context>
<context>
    <name>VarnishSystem</name>
    <message>
        <source>Varnish&apos;s counters could not be read (varnishstat -n %1)</source>
        <translation>无法读取 Varnish 的计数器（varnishstat -n %1）</translation>
    </message>
    <message>
        <source>Varnish counted failed fetches or a failed child: %1</source>
        <translation>Varnish 统计到失败的获取或失败的子进程：%1</translation>
    </message>
    <message>
        <source>Varnish counts no failed backend connection, failed fetch or fetch from a sick backend</source>
        <translation>Varnish 未统计到失败的后端连接、失败的获取或来自不健康后端的获取</translation>
    </message>
    <message>
        <source>A live run takes 0 or 1 only.</source>
        <translation>实测运行只接受 0 或 1。</translation>
    </message>
</context>
<context>
    <name>WeightsText</name>
    <message>
        <source>weights: the list is empty</source>
        <translation>weights：列表为空</translation>
    </message>
    <message>
        <source>weights: &quot;%1&quot; is not SERVER:WEIGHT (SERVER is *, a port, #position or an address; WEIGHT %2-%3)</source>
        <translation>weights：“%1”不是 SERVER:WEIGHT 格式（SERVER 为 *、端口、#位置或地址；WEIGHT 为 %2-%3）</translation>
    </message>
    <message>
        <source>weights: &quot;%1&quot; in &quot;%2&quot; is not a whole number (allowed %3-%4)</source>
        <translation>weights：“%2”中的“%1”不是整数（允许 %3-%4）</translation>
    </message>
    <message>
        <source>weights: %1 in &quot;%2&quot; is outside the allowed range %3-%4</source>
        <translation>weights：“%2”中的 %1 超出允许范围 %3-%4</translation>
    </message>
    <message>
        <source>weights: position &quot;%1&quot; is outside 1-%2</source>
        <translation>weights：位置“%1”超出 1-%2</translation>
    </message>
    <message>
        <source>weights: &quot;%1&quot; names no server in the list</source>
        <translation>weights：“%1”不对应列表中的任何服务器</translation>
    </message>
    <message>
        <source>weights: port %1 matches %2 servers; give the full address</source>
        <translation>weights：端口 %1 匹配 %2 台服务器；请给出完整地址</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>See, measure and explain consistent hashing</source>
        <translation>观察、测量并解释一致性哈希</translation>
    </message>
    <message>
        <source>An experiment file to open</source>
        <translation>要打开的实验文件</translation>
    </message>
    <message>
        <source>Start the guided tour at lesson N</source>
        <translation>从第 N 课开始导览教程</translation>
    </message>
    <message>
        <source>Open experiment</source>
        <translation>打开实验</translation>
    </message>
    <message>
        <source>Save the window as a PNG once its results are shown, then quit</source>
        <translation>在结果显示后将窗口保存为 PNG，然后退出</translation>
    </message>
    <message>
        <source>Open a proxy config in the Advisor and advise on it</source>
        <translation>在顾问中打开代理配置并给出建议</translation>
    </message>
    <message>
        <source>--tour: &quot;%1&quot; is no lesson; give a number from 1 to %2</source>
        <translation>--tour：“%1”不是课程；请给出 1 到 %2 的数字</translation>
    </message>
    <message>
        <source>--tour-steps: &quot;%1&quot; is out of range; lesson %2 has steps 0 to %3</source>
        <translation>--tour-steps：“%1”超出范围；第 %2 课的步骤为 0 到 %3</translation>
    </message>
    <message>
        <source>the lesson did not settle within %1 s</source>
        <translation>课程未在 %1 秒内稳定下来</translation>
    </message>
    <message>
        <source>--screenshot: give a file name, e.g. --screenshot ring.png</source>
        <translation>--screenshot：请给出文件名，例如 --screenshot ring.png</translation>
    </message>
    <message>
        <source>--screenshot: %1 is a folder; give a file name such as %1/ring.png</source>
        <translation>--screenshot：%1 是文件夹；请给出文件名，例如 %1/ring.png</translation>
    </message>
    <message>
        <source>--screenshot: the folder %1 does not exist</source>
        <translation>--screenshot：文件夹 %1 不存在</translation>
    </message>
    <message>
        <source>--screenshot: cannot write %1: %2</source>
        <translation>--screenshot：无法写入 %1：%2</translation>
    </message>
    <message>
        <source>With --tour: perform S &quot;Show me&quot; steps of the lesson</source>
        <translation>与 --tour 一起使用：执行本课的 S 个“演示给我看”步骤</translation>
    </message>
    <message>
        <source>With --tour: write the lesson&apos;s displayed text (UTF-8) to FILE once it has settled</source>
        <translation>与 --tour 一起使用：在课程稳定后，将其显示的文本（UTF-8）写入 FILE</translation>
    </message>
    <message>
        <source>--tour-steps and --tour-text need --tour N</source>
        <translation>--tour-steps 和 --tour-text 需要 --tour N</translation>
    </message>
    <message>
        <source>--page: &quot;%1&quot; is not a page; use one of: %2</source>
        <translation>--page：“%1”不是页面；请使用以下之一：%2</translation>
    </message>
    <message>
        <source>Open a page by its id, the same in every language: ring, spread, removal, live, compare, traffic or advisor</source>
        <translation>按页面 id 打开页面（各语言相同）：ring、spread、removal、live、compare、traffic 或 advisor</translation>
    </message>
    <message>
        <source>Start in presenter mode (full screen, larger fonts, the ring and the tour side by side)</source>
        <translation>以演示模式启动（全屏、更大的字体，环与导览教程并排显示）</translation>
    </message>
    <message>
        <source>Open the user manual (Help &gt; User manual)</source>
        <translation>打开用户手册（帮助 &gt; 用户手册）</translation>
    </message>
</context>
<context>
    <name>ringcore</name>
    <message>
        <source>endpoint without address.socket_address (address and port_value)</source>
        <translation>端点缺少 address.socket_address（address 和 port_value）</translation>
    </message>
    <message>
        <source>bad weight: %1</source>
        <translation>无效权重：%1</translation>
    </message>
    <message>
        <source>bad weight: load_balancing_weight %1 is above RingLab&apos;s limit %2</source>
        <translation>无效权重：load_balancing_weight %1 超过 RingLab 的上限 %2</translation>
    </message>
    <message>
        <source>endpoint %1 (line %2) has priority %3: left out, only priority 0 is on the ring while it is healthy</source>
        <translation>端点 %1（第 %2 行）的优先级为 %3：已略去，优先级 0 健康时只有它在环上</translation>
    </message>
    <message>
        <source>load_balancing_weight: 1 (Envoy default) on every endpoint</source>
        <translation>load_balancing_weight：每个端点为 1（Envoy 默认值）</translation>
    </message>
    <message>
        <source>locality load_balancing_weight is not modelled: all localities form one ring</source>
        <translation>未建模 locality 的 load_balancing_weight：所有 locality 组成同一个环</translation>
    </message>
    <message>
        <source>lb_policy: ROUND_ROBIN (Envoy default)</source>
        <translation>lb_policy：ROUND_ROBIN（Envoy 默认值）</translation>
    </message>
    <message>
        <source>minimum_ring_size %1 is above maximum_ring_size %2</source>
        <translation>minimum_ring_size %1 大于 maximum_ring_size %2</translation>
    </message>
    <message>
        <source>hash_function &quot;%1&quot;: Envoy accepts XX_HASH or MURMUR_HASH_2</source>
        <translation>hash_function“%1”：Envoy 接受 XX_HASH 或 MURMUR_HASH_2</translation>
    </message>
    <message>
        <source>table_size %1 is not a prime number; Envoy requires one</source>
        <translation>table_size %1 不是素数；Envoy 要求为素数</translation>
    </message>
    <message>
        <source>hash_function: XX_HASH (Envoy default)</source>
        <translation>hash_function：XX_HASH（Envoy 默认值）</translation>
    </message>
    <message>
        <source>unknown lb_policy &quot;%1&quot;</source>
        <translation>未知的 lb_policy“%1”</translation>
    </message>
    <message>
        <source>lb_policy %1 does not hash keys</source>
        <translation>lb_policy %1 不对键做哈希</translation>
    </message>
    <message>
        <source>unterminated quote</source>
        <translation>引号未闭合</translation>
    </message>
    <message>
        <source>&quot;%1&quot; appears before any section (global, defaults, backend, listen, …)</source>
        <translation>“%1”出现在任何段（global、defaults、backend、listen 等）之前</translation>
    </message>
    <message>
        <source>&quot;balance&quot; needs an algorithm</source>
        <translation>“balance”需要指定算法</translation>
    </message>
    <message>
        <source>hash-type &quot;%1&quot;: HAProxy accepts map-based or consistent</source>
        <translation>hash-type“%1”：HAProxy 接受 map-based 或 consistent</translation>
    </message>
    <message>
        <source>hash-balance-factor &quot;%1&quot;: HAProxy accepts 0 or 100-65535</source>
        <translation>hash-balance-factor“%1”：HAProxy 接受 0 或 100-65535</translation>
    </message>
    <message>
        <source>&quot;server&quot; needs a name and an address</source>
        <translation>“server”需要名称和地址</translation>
    </message>
    <message>
        <source>unknown keyword &quot;%1&quot; on server %2</source>
        <translation>服务器 %2 上有未知关键字“%1”</translation>
    </message>
    <message>
        <source>&quot;%1&quot; on server %2 needs a value</source>
        <translation>服务器 %2 上的“%1”需要一个值</translation>
    </message>
    <message>
        <source>bad id &quot;%1&quot; on server %2: HAProxy needs a positive number</source>
        <translation>服务器 %2 上的 ID“%1”无效：HAProxy 需要正数</translation>
    </message>
    <message>
        <source>%1 %2 has no server lines (backups do not count)</source>
        <translation>%1 %2 没有 server 行（备用服务器不计）</translation>
    </message>
    <message>
        <source>server id %1 is used twice in %2</source>
        <translation>服务器 ID %1 在 %2 中被使用了两次</translation>
    </message>
    <message>
        <source>server %1 (line %2) is a backup: left out, backups are not on the hash ring</source>
        <translation>服务器 %1（第 %2 行）是备用服务器：已略去，备用服务器不在哈希环上</translation>
    </message>
    <message>
        <source>balance: roundrobin (HAProxy default)</source>
        <translation>balance：roundrobin（HAProxy 默认值）</translation>
    </message>
    <message>
        <source>hash-type: map-based sdbm (HAProxy default)</source>
        <translation>hash-type：map-based sdbm（HAProxy 默认值）</translation>
    </message>
    <message>
        <source>weight: 1 (HAProxy default) on every server</source>
        <translation>weight：每台服务器为 1（HAProxy 默认值）</translation>
    </message>
    <message>
        <source>hash-balance-factor: 0, off (HAProxy default)</source>
        <translation>hash-balance-factor：0，关闭（HAProxy 默认值）</translation>
    </message>
    <message>
        <source>balance %1 does not hash keys; hash-type only matters for hash balancing</source>
        <translation>balance %1 不对键做哈希；hash-type 只对哈希均衡有意义</translation>
    </message>
    <message>
        <source>balance %1 with map-based hashing: a server change remaps most keys</source>
        <translation>balance %1 使用 map-based 哈希：服务器变动会重新映射大多数键</translation>
    </message>
    <message>
        <source>hash-type function &quot;%1&quot;: RingLab models sdbm, djb2, wt6 and crc32</source>
        <translation>hash-type 函数“%1”：RingLab 只模拟 sdbm、djb2、wt6 和 crc32</translation>
    </message>
    <message>
        <source>hash-balance-factor %1 bounds concurrent requests per server; it does not change how the key space is split, which is what this report measures</source>
        <translation>hash-balance-factor %1 限制每台服务器的并发请求；它不改变键空间的划分方式，而本报告衡量的正是后者</translation>
    </message>
    <message>
        <source>a DestinationRule names no endpoints: RingLab assumed %1 equal-weight pods of %2 (10.0.0.1:8080, …; set the count with --hosts). The exact shares depend on the real pod addresses; the 95%-of-rings rule does not</source>
        <translation>DestinationRule 未列出端点：RingLab 假设 %2 有 %1 个等权重 Pod（10.0.0.1:8080, …；可用 --hosts 设置数量）。精确份额取决于真实的 Pod 地址；“95% 的环”规则则不受影响</translation>
    </message>
    <message>
        <source>the host</source>
        <translation>该主机</translation>
    </message>
    <message>
        <source>subset %1 has its own trafficPolicy (line %2): not read</source>
        <translation>子集 %1 有自己的 trafficPolicy（第 %2 行）：未读取</translation>
    </message>
    <message>
        <source>portLevelSettings are not read; the report is about the rule&apos;s top-level policy</source>
        <translation>未读取 portLevelSettings；本报告针对规则的顶层策略</translation>
    </message>
    <message>
        <source>no consistentHash: the load balancer is %1, which does not hash keys</source>
        <translation>没有 consistentHash：负载均衡器为 %1，不对键做哈希</translation>
    </message>
    <message>
        <source>consistentHash sets both ringHash and maglev; Istio allows one</source>
        <translation>consistentHash 同时设置了 ringHash 和 maglev；Istio 只允许其一</translation>
    </message>
    <message>
        <source>tableSize %1 is not a prime number; Envoy requires one</source>
        <translation>tableSize %1 不是素数；Envoy 要求为素数</translation>
    </message>
    <message>
        <source>consistentHash.minimumRingSize is deprecated; Istio now reads ringHash.minimumRingSize</source>
        <translation>consistentHash.minimumRingSize 已弃用；Istio 现在读取 ringHash.minimumRingSize</translation>
    </message>
    <message>
        <source>unterminated quoted string</source>
        <translation>带引号的字符串未闭合</translation>
    </message>
    <message>
        <source>unexpected &quot;;&quot;</source>
        <translation>意外的“;”</translation>
    </message>
    <message>
        <source>unexpected &quot;{&quot;</source>
        <translation>意外的“{”</translation>
    </message>
    <message>
        <source>directive &quot;%1&quot; is not terminated by &quot;;&quot;</source>
        <translation>指令“%1”没有以“;”结束</translation>
    </message>
    <message>
        <source>unexpected &quot;}&quot;</source>
        <translation>意外的“}”</translation>
    </message>
    <message>
        <source>unexpected end of file: the &quot;{&quot; opened here is never closed</source>
        <translation>文件意外结束：此处打开的“{”从未闭合</translation>
    </message>
    <message>
        <source>include %1 (line %2) was not followed; upstreams defined there are not read</source>
        <translation>未跟随 include %1（第 %2 行）；其中定义的 upstream 未被读取</translation>
    </message>
    <message>
        <source>&quot;server&quot; needs an address</source>
        <translation>“server”需要地址</translation>
    </message>
    <message>
        <source>unknown directive &quot;%1&quot; in upstream %2</source>
        <translation>upstream %2 中有未知指令“%1”</translation>
    </message>
    <message>
        <source>&quot;hash&quot; takes a key and optionally &quot;consistent&quot;</source>
        <translation>“hash”接受一个键，以及可选的“consistent”</translation>
    </message>
    <message>
        <source>include %1 (line %2) inside upstream %3 was not followed; its servers are missing</source>
        <translation>未跟随 upstream %3 中的 include %1（第 %2 行）；其服务器缺失</translation>
    </message>
    <message>
        <source>upstream %1 has no server lines (backups do not count)</source>
        <translation>upstream %1 没有 server 行（备用服务器不计）</translation>
    </message>
    <message>
        <source>balancing: round robin (nginx default without hash), not a hash</source>
        <translation>均衡方式：轮询（未设 hash 时 nginx 的默认值），不是哈希</translation>
    </message>
    <message>
        <source>balancing is %1, not hash: keys are not placed on a ring</source>
        <translation>均衡方式为 %1 而非 hash：键不会被放到环上</translation>
    </message>
    <message>
        <source>hash %1 without &quot;consistent&quot;: nginx maps keys with a modulo of the total weight</source>
        <translation>hash %1 未加“consistent”：nginx 用总权重取模来映射键</translation>
    </message>
    <message>
        <source>weight: 1 (nginx default) on every server</source>
        <translation>weight：每台服务器为 1（nginx 默认值）</translation>
    </message>
    <message>
        <source>%1: expected a whole number</source>
        <translation>%1：应为整数</translation>
    </message>
    <message>
        <source>server name &quot;%1&quot; is used twice in %2 (first on line %3); HAProxy refuses duplicate server names</source>
        <translation>服务器名称“%1”在 %2 中被使用了两次（首次在第 %3 行）；HAProxy 拒绝重复的服务器名称</translation>
    </message>
    <message>
        <source>blocks nested more than %1 deep; not an nginx config</source>
        <translation>块嵌套超过 %1 层；不是 nginx 配置</translation>
    </message>
    <message>
        <source>%1 words, more than the %2 RingLab reads from an nginx config</source>
        <translation>%1 个词，超过 RingLab 从 nginx 配置中读取的上限 %2</translation>
    </message>
    <message>
        <source>this nginx config (%1 words)</source>
        <translation>此 nginx 配置（%1 个词）</translation>
    </message>
    <message>
        <source>nginx refuses this config: balancing method does not support parameter &quot;backup&quot; (server %1 after &quot;%2&quot;; nginx -t fails and nginx does not start)</source>
        <translation>nginx 拒绝此配置：均衡方法不支持参数“backup”（服务器 %1，位于“%2”之后；nginx -t 失败，nginx 无法启动）</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>a FIFO</source>
        <translation>FIFO</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>字符设备</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>块设备</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>套接字</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>不是文件</translation>
    </message>
    <message>
        <source>error %1</source>
        <translation>错误 %1</translation>
    </message>
    <message>
        <source>%1 holds %2 answers but results.json says keysMeasured = %3: a line was deleted or added, or one of the files was edited</source>
        <translation>%1 含有 %2 个应答，但 results.json 中 keysMeasured = %3：有行被删除或添加，或其中某个文件被编辑过</translation>
    </message>
    <message>
        <source>%1 has key indices outside 0-%2 (the run planned %3 keys): %4</source>
        <translation>%1 中有超出 0-%2 的键索引（本次运行计划 %3 个键）：%4</translation>
    </message>
    <message>
        <source>%1 lists these key indices more than once: %2</source>
        <translation>%1 多次列出了以下键索引：%2</translation>
    </message>
    <message>
        <source>%1: the keys at these indices are not the generator&apos;s keys for seed %2: %3</source>
        <translation>%1：以下索引处的键不是生成器在种子 %2 下生成的键：%3</translation>
    </message>
    <message>
        <source>endpoint hostname: %1</source>
        <translation>端点 hostname：%1</translation>
    </message>
    <message>
        <source>&quot;server-template&quot; needs a prefix, a number or range and an address</source>
        <translation>“server-template”需要前缀、数量或范围以及地址</translation>
    </message>
    <message>
        <source>server-template %1: &quot;%2&quot; is not a number (1 or more) or a range LOW-HIGH; HAProxy refuses it too</source>
        <translation>server-template %1：“%2”既不是数字（1 或以上）也不是范围 LOW-HIGH；HAProxy 同样会拒绝</translation>
    </message>
    <message>
        <source>server-template %1: %2 servers; RingLab reads at most %3 in a section</source>
        <translation>server-template %1：%2 台服务器；RingLab 每个段最多读取 %3 台</translation>
    </message>
    <message>
        <source>server-template on line %1: %2 servers %3 to %4, all at %5 (HAProxy gives them the addresses a resolvers section finds, when there is one)</source>
        <translation>第 %1 行的 server-template：%2 台服务器 %3 到 %4，地址都是 %5（若有 resolvers 段，HAProxy 会使用它解析到的地址）</translation>
    </message>
    <message>
        <source>mode: tcp (HAProxy default)</source>
        <translation>mode: tcp（HAProxy 默认）</translation>
    </message>
    <message>
        <source>balance %1 needs mode http: in mode %2 HAProxy does not hash at all, it warns &quot;Layer 7 hash not possible … Falling back to round robin&quot; and sends requests round robin</source>
        <translation>balance %1 需要 mode http：在 mode %2 下 HAProxy 根本不做哈希，它警告“Layer 7 hash not possible … Falling back to round robin”，并以轮询方式分发请求</translation>
    </message>
    <message>
        <source>Envoy refuses this: malformed IP address: %1 (socket_address.address takes an IPv6 address without brackets: %2)</source>
        <translation>Envoy 拒绝此配置：IP 地址格式错误：%1（socket_address.address 接受不带方括号的 IPv6 地址：%2）</translation>
    </message>
    <message>
        <source>mode: not in the text (tcp, HAProxy&apos;s default, unless a defaults section says http)</source>
        <translation>mode：文本中未给出（tcp，即 HAProxy 的默认值，除非 defaults 段写明 http）</translation>
    </message>
    <message>
        <source>the text has no mode line and no defaults section, so the mode is not known: HAProxy hashes this backend only in mode http (set in defaults or here); the advice answers for both</source>
        <translation>文本中没有 mode 行，也没有 defaults 段，因此模式未知：HAProxy 仅在 mode http（在 defaults 或此处设置）下对此后端做哈希；建议对两种情况都给出答案</translation>
    </message>
    <message>
        <source>nginx refuses this config: invalid port in upstream &quot;%1&quot; (ports are 1-65535)</source>
        <translation>nginx 拒绝此配置：upstream “%1”中的端口无效（端口范围为 1-65535）</translation>
    </message>
    <message>
        <source>nginx refuses this config: bad weight &quot;%1&quot; for server %2 (invalid parameter: weight takes digits only, at least 1)</source>
        <translation>nginx 拒绝此配置：服务器 %2 的权重“%1”无效（无效参数：weight 只接受数字，至少为 1）</translation>
    </message>
    <message>
        <source>nginx refuses this config: invalid parameter &quot;%1&quot; for server %2 (an NGINX Plus parameter; open-source nginx 1.22 does not take it)</source>
        <translation>nginx 拒绝此配置：服务器 %2 的参数“%1”无效（这是 NGINX Plus 的参数；开源版 nginx 1.22 不接受它）</translation>
    </message>
    <message>
        <source>nginx refuses this config: invalid parameter &quot;%1&quot; for server %2</source>
        <translation>nginx 拒绝此配置：服务器 %2 的参数“%1”无效</translation>
    </message>
    <message>
        <source>minimum_ring_size: %1 (Envoy default)</source>
        <translation>minimum_ring_size：%1（Envoy 默认值）</translation>
    </message>
    <message>
        <source>maximum_ring_size: %1 (Envoy default)</source>
        <translation>maximum_ring_size：%1（Envoy 默认值）</translation>
    </message>
    <message>
        <source>table_size: %1 (Envoy default)</source>
        <translation>table_size：%1（Envoy 默认值）</translation>
    </message>
    <message>
        <source>maglev tableSize: %1 (Envoy default)</source>
        <translation>maglev tableSize：%1（Envoy 默认值）</translation>
    </message>
    <message>
        <source>minimumRingSize: %1 (Istio default)</source>
        <translation>minimumRingSize：%1（Istio 默认值）</translation>
    </message>
    <message>
        <source>no ringHash or maglev: RING_HASH with minimumRingSize %1 (Istio default)</source>
        <translation>没有 ringHash 或 maglev：使用 RING_HASH，minimumRingSize 为 %1（Istio 默认值）</translation>
    </message>
    <message>
        <source>maximum ring size: %1 (Envoy default; Istio does not set it)</source>
        <translation>最大环大小：%1（Envoy 默认值；Istio 不设置）</translation>
    </message>
    <message>
        <source>bad weight &quot;%1&quot; on default-server: HAProxy accepts 0-%2</source>
        <translation>default-server 上的权重“%1”无效：HAProxy 接受 0-%2</translation>
    </message>
    <message>
        <source>bad weight &quot;%1&quot; on server %2: HAProxy accepts 0-%3</source>
        <translation>服务器 %2 上的权重“%1”无效：HAProxy 接受 0-%3</translation>
    </message>
</context>
<context>
    <name>ringcore::AccessLogReader</name>
    <message>
        <source>%1: cannot open (%2)</source>
        <translation>%1：无法打开（%2）</translation>
    </message>
    <message>
        <source>%1: line %2: longer than %3 bytes</source>
        <translation>%1：第 %2 行：超过 %3 字节</translation>
    </message>
    <message>
        <source>%1: line %2: %3</source>
        <translation>%1：第 %2 行：%3</translation>
    </message>
    <message>
        <source>a HAProxy HTTP log line (option httplog)</source>
        <translation>HAProxy HTTP 日志行（option httplog）</translation>
    </message>
    <message>
        <source>an nginx combined line</source>
        <translation>nginx combined 格式的行</translation>
    </message>
    <message>
        <source>neither %1 nor one path starting with / (the line may be cut short)</source>
        <translation>既不是%1，也不是以 / 开头的单个路径（该行可能被截断）</translation>
    </message>
</context>
<context>
    <name>ringcore::AdvisorSystem</name>
    <message>
        <source>section</source>
        <translation>段</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 和 %2</translation>
    </message>
    <message>
        <source>dnsdist newServer{…} lines</source>
        <translation>dnsdist newServer{…} 行</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>池</translation>
    </message>
    <message>
        <source>an Envoy cluster (YAML)</source>
        <translation>Envoy 集群（YAML）</translation>
    </message>
    <message>
        <source>a HAProxy backend/listen section</source>
        <translation>HAProxy backend/listen 段</translation>
    </message>
    <message>
        <source>an Istio DestinationRule</source>
        <translation>Istio DestinationRule</translation>
    </message>
    <message>
        <source>Istio DestinationRules</source>
        <translation>Istio DestinationRule</translation>
    </message>
    <message>
        <source>an nginx upstream block</source>
        <translation>nginx upstream 块</translation>
    </message>
    <message>
        <source>upstream</source>
        <translation>upstream</translation>
    </message>
    <message>
        <source>a Caddyfile reverse_proxy</source>
        <translation>Caddyfile reverse_proxy</translation>
    </message>
    <message>
        <source>reverse_proxy</source>
        <translation>reverse_proxy</translation>
    </message>
    <message>
        <source>a Traffic Server parent.config rule</source>
        <translation>Traffic Server parent.config 规则</translation>
    </message>
    <message>
        <source>rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>a twemproxy nutcracker.yml pool</source>
        <translation>twemproxy nutcracker.yml 池</translation>
    </message>
    <message>
        <source>a Varnish VCL with a shard director</source>
        <translation>带 shard director 的 Varnish VCL</translation>
    </message>
    <message>
        <source>director</source>
        <translation>director</translation>
    </message>
    <message>
        <source>HAProxy balance %1, hash-type consistent %2 (2.6)</source>
        <translation>HAProxy balance %1，hash-type consistent %2（2.6）</translation>
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
        <translation>Mendelson 等，2020：无需环，分布完全均匀，任意移除服务器时仍完全一致，每台服务器只需几个字节。</translation>
    </message>
    <message>
        <source>Anchor size a: buckets reserved for servers (at least the number of servers; keep it fixed across additions).</source>
        <translation>锚大小 a：为服务器预留的桶数（不少于服务器数；添加服务器时保持不变）。</translation>
    </message>
</context>
<context>
    <name>ringcore::BackendFarm</name>
    <message>
        <source>%1: not running</source>
        <translation>%1：未运行</translation>
    </message>
</context>
<context>
    <name>ringcore::BinomialHash</name>
    <message>
        <source>hash mod %1, relocated within its tree level, is a bucket</source>
        <translation>哈希 mod %1，在其所在的树层内重新定位后，是一个桶</translation>
    </message>
    <message>
        <source>first position past the last bucket; a redraw in [%1, %2) hits one</source>
        <translation>第一个位置超出最后一个桶；在 [%1, %2) 中重新抽取后命中一个桶</translation>
    </message>
    <message>
        <source>first position and redraws missed: relocated in the minor tree [0, %1)</source>
        <translation>第一个位置和重新抽取均未命中：在较小的树 [0, %1) 中重新定位</translation>
    </message>
    <message>
        <source>BinomialHash</source>
        <translation>BinomialHash</translation>
    </message>
    <message>
        <source>Coluzzi et al. 2024: constant time and no memory over a binary tree of buckets, nearly even; servers are added or removed at the end, one down in the middle renumbers the rest.</source>
        <translation>Coluzzi 等人 2024：常数时间、无需内存，基于桶的二叉树，几乎均匀；服务器只能在末尾添加或移除，中间有一台下线会使其余服务器重新编号。</translation>
    </message>
</context>
<context>
    <name>ringcore::BoundedLoadsHash</name>
    <message>
        <source>Consistent hashing with bounded loads</source>
        <translation>有界负载一致性哈希</translation>
    </message>
    <message>
        <source>Mirrokni, Thorup &amp; Zadimoghaddam: a ring where no server takes more than (1+ε) times its fair share of the keys in flight; a key whose server is full walks on to the next one.</source>
        <translation>Mirrokni、Thorup 与 Zadimoghaddam：在这种环上，没有服务器承担超过其公平份额 (1+ε) 倍的在途键；若键的服务器已满，则继续走到下一台。</translation>
    </message>
    <message>
        <source>Ring points per unit of weight.</source>
        <translation>每单位权重的环上点数。</translation>
    </message>
    <message>
        <source>Allowed excess over a fair share: capacity is (1+ε) × fair (HAProxy&apos;s hash-balance-factor is 100 × (1+ε)).</source>
        <translation>允许超出公平份额的比例：容量为 (1+ε) × 公平份额（HAProxy 的 hash-balance-factor 为 100 × (1+ε)）。</translation>
    </message>
    <message>
        <source>Capacity rule: mtz (fixed, from the key count) or haproxy (recomputed per request from those in flight).</source>
        <translation>容量规则：mtz（固定，由键数决定）或 haproxy（每次请求根据在途请求重新计算）。</translation>
    </message>
</context>
<context>
    <name>ringcore::BuildEstimate</name>
    <message>
        <source>lower the weights (the largest is %1)</source>
        <translation>请降低权重（最大的为 %1）</translation>
    </message>
</context>
<context>
    <name>ringcore::CaddyHash</name>
    <message>
        <source>Caddy lb_policy uri_hash (2.6)</source>
        <translation>Caddy lb_policy uri_hash（2.6）</translation>
    </message>
    <message>
        <source>Caddy 2.6 reverse_proxy uri_hash / header / ip_hash: highest random weight, each available upstream scores FNV-1a-32 of the key followed by its address; no weights.</source>
        <translation>Caddy 2.6 reverse_proxy uri_hash / header / ip_hash：最高随机权重，每个可用的上游以“键后接其地址”的 FNV-1a-32 打分；无权重。</translation>
    </message>
    <message>
        <source>lb_policy: uri_hash (the request URI), header (a header&apos;s value; empty picks at random) or ip_hash (the client IP)</source>
        <translation>lb_policy：uri_hash（请求 URI）、header（某个请求头的值；为空时随机选择）或 ip_hash（客户端 IP）</translation>
    </message>
</context>
<context>
    <name>ringcore::CompareAnalysis</name>
    <message>
        <source>memory: this %1 setting needs about %2 for %3 servers, above the %4 each of the %5 rows built at once may use; use fewer servers</source>
        <translation>memory：此 %1 设置在 %3 台服务器下约需 %2，超过同时构建的 %5 行中每行可用的 %4；请减少服务器</translation>
    </message>
</context>
<context>
    <name>ringcore::ConfigError</name>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
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
        <translation>dnsdist 1.7.3 setServerPolicy(chashed)：每单位权重一个点（默认权重 1；文档建议 100-1,000），点为“&lt;server id&gt;-&lt;w&gt;”的 burtleCI；查询名的 burtleCI 取位于其处或其后的最近一个点。</translation>
    </message>
    <message>
        <source>Server ids (dnsdist picks random UUIDs unless newServer{id=…} sets them): numbered (00000000-0000-4000-8000-&lt;position&gt;) or address (name-based UUID of the address)</source>
        <translation>服务器 id（除非 newServer{id=…} 指定，dnsdist 会随机选取 UUID）：numbered（00000000-0000-4000-8000-&lt;位置&gt;）或 address（基于地址名称的 UUID）</translation>
    </message>
    <message>
        <source>setWHashedPertubation(n): the hashes&apos; initial value (random at start-up when not set)</source>
        <translation>setWHashedPertubation(n)：哈希的初始值（未设置时在启动时随机）</translation>
    </message>
    <message>
        <source>setConsistentHashingBalancingFactor(f): 0 (off) or 1 and above; only in-flight queries trigger it, and RingLab assumes none (see the documentation)</source>
        <translation>setConsistentHashingBalancingFactor(f)：0（关闭）或 1 及以上；只有进行中的查询会触发它，RingLab 假定没有（见文档）</translation>
    </message>
</context>
<context>
    <name>ringcore::DxHash</name>
    <message>
        <source>probes nodes %1 (of %2, %3 active)</source>
        <translation>探测节点 %1（共 %2 个，%3 个活动）</translation>
    </message>
    <message>
        <source>node %1 is %2</source>
        <translation>节点 %1 为 %2</translation>
    </message>
    <message>
        <source>DxHash</source>
        <translation>DxHash</translation>
    </message>
    <message>
        <source>Dong &amp; Wang 2021: each key follows its own pseudo-random sequence of nodes to the first active one; exactly even, arbitrary removals move only the removed server&apos;s keys.</source>
        <translation>Dong 与 Wang 2021：每个键沿自己的伪随机节点序列找到第一个活动节点；完全均匀，任意移除都只会迁移被移除服务器的键。</translation>
    </message>
    <message>
        <source>Nodes in the array, rounded up to a power of two and to the number of servers; keep it fixed across additions.</source>
        <translation>数组中的节点数，向上取整到 2 的幂且不少于服务器数；添加服务器时请保持不变。</translation>
    </message>
    <message>
        <source>DxHash takes at most %1 servers</source>
        <translation>DxHash 最多支持 %1 台服务器</translation>
    </message>
</context>
<context>
    <name>ringcore::EnvoyHostWeights</name>
    <message>
        <source>weights: the weights of the servers that are up add up to %1; Envoy allows a sum of at most %2</source>
        <translation>weights：在线服务器的权重之和为 %1；Envoy 最多允许 %2</translation>
    </message>
    <message>
        <source>servers: %1 has no host name, and with %2=true Envoy hashes the host name; give it one as name=address (or --hash-names)</source>
        <translation>servers：%1 没有主机名，而 %2=true 时 Envoy 对主机名做哈希；请以 name=address 的形式为它指定一个（或用 --hash-names）</translation>
    </message>
    <message>
        <source>servers: %1 and %2 both have the host name &quot;%3&quot;; Envoy&apos;s %4 is only for host names that resolve to one address, so give each server its own name</source>
        <translation>servers：%1 和 %2 的主机名都是“%3”；Envoy 的 %4 仅适用于解析到单个地址的主机名，因此请为每台服务器指定各自的名称</translation>
    </message>
</context>
<context>
    <name>ringcore::EnvoyRing</name>
    <message>
        <source>Envoy RING_HASH (Istio consistentHash default)</source>
        <translation>Envoy RING_HASH（Istio consistentHash 默认值）</translation>
    </message>
    <message>
        <source>Envoy&apos;s ketama ring: XXH64 of &quot;address_i&quot; points, a ring of at least min-ring-size entries split by normalized weight, first point at or after the key&apos;s XXH64, wrapping. Down hosts are left out and the ring is rebuilt.</source>
        <translation>Envoy 的 ketama 环：点为“address_i”的 XXH64，环至少有 min-ring-size 个条目并按归一化权重分配；取位于键的 XXH64 处或其后的第一个点，到末尾回绕。下线主机被排除，环会重建。</translation>
    </message>
    <message>
        <source>Minimum number of ring entries for the whole ring (minimum_ring_size).</source>
        <translation>整个环的最小条目数（minimum_ring_size）。</translation>
    </message>
    <message>
        <source>Maximum number of ring entries (maximum_ring_size).</source>
        <translation>环的最大条目数（maximum_ring_size）。</translation>
    </message>
    <message>
        <source>Hash function that places host points (hash_function).</source>
        <translation>放置主机点的哈希函数（hash_function）。</translation>
    </message>
    <message>
        <source>Hash each host&apos;s name instead of its address (consistent_hashing_lb_config.use_hostname_for_hashing): false or true.</source>
        <translation>对每个主机的名称而非地址做哈希（consistent_hashing_lb_config.use_hostname_for_hashing）：false 或 true。</translation>
    </message>
</context>
<context>
    <name>ringcore::Experiment</name>
    <message>
        <source>100 servers, nginx&apos;s 160 points per server</source>
        <translation>100 台服务器，每台 160 个点（同 nginx）</translation>
    </message>
</context>
<context>
    <name>ringcore::ExperimentTraffic</name>
    <message>
        <source>traffic.%1: must be a whole number %2-%3</source>
        <translation>traffic.%1：必须是 %2-%3 的整数</translation>
    </message>
    <message>
        <source>traffic.model: must be &quot;uniform&quot;, &quot;zipf&quot; or &quot;log&quot;</source>
        <translation>traffic.model：必须是“uniform”、“zipf”或“log”</translation>
    </message>
    <message>
        <source>traffic.exponent: must be a number above 0 and at most %1</source>
        <translation>traffic.exponent：必须是大于 0 且不超过 %1 的数</translation>
    </message>
    <message>
        <source>traffic.log: must be a path of at most 4096 characters</source>
        <translation>traffic.log：必须是最多 4096 个字符的路径</translation>
    </message>
    <message>
        <source>traffic.log: the log model needs the access log&apos;s path</source>
        <translation>traffic.log：log 模型需要访问日志的路径</translation>
    </message>
    <message>
        <source>traffic.events: must be text such as &quot;remove ADDRESS@30%,add ADDRESS@60%&quot;</source>
        <translation>traffic.events：必须是形如“remove ADDRESS@30%,add ADDRESS@60%”的文本</translation>
    </message>
    <message>
        <source>traffic.algorithms: must be a list of 1-%1 algorithm names</source>
        <translation>traffic.algorithms：必须是包含 1-%1 个算法名称的列表</translation>
    </message>
    <message>
        <source>traffic.algorithms: every entry must be an algorithm name</source>
        <translation>traffic.algorithms：每一项都必须是算法名称</translation>
    </message>
</context>
<context>
    <name>ringcore::FastRendezvousHash</name>
    <message>
        <source>every server scores the key (weight ÷ −ln u); the highest wins:</source>
        <translation>每台服务器为该键打分（权重 ÷ −ln u）；得分最高者胜出：</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2：%3</translation>
    </message>
    <message>
        <source>… %1 lower scores</source>
        <translation>… 另有 %1 个更低的分数</translation>
    </message>
    <message>
        <source>Weighted rendezvous, fast form</source>
        <translation>加权 rendezvous 哈希（快速形式）</translation>
    </message>
    <message>
        <source>Rendezvous with precomputed server hashes, one 64-bit mix per server and one logarithm per distinct weight: the same rule and exact weighted shares as HRW, different hash.</source>
        <translation>使用预先计算的服务器哈希的 rendezvous 哈希，每台服务器一次 64 位混合，每种不同权重一次对数运算：规则和精确的加权份额与 HRW 相同，只是哈希不同。</translation>
    </message>
</context>
<context>
    <name>ringcore::FlipHash</name>
    <message>
        <source>flipped value in [0, %1]: %2</source>
        <translation>[0, %1] 中的翻转值：%2</translation>
    </message>
    <message>
        <source>past the last bucket: %1 redraw(s) in the top half, then %2</source>
        <translation>超出最后一个桶：在上半部分重新抽取 %1 次，然后为 %2</translation>
    </message>
    <message>
        <source>FlipHash</source>
        <translation>FlipHash</translation>
    </message>
    <message>
        <source>Masson &amp; Lee 2024 (DataDog&apos;s fliphash): consistent range hashing in constant time, perfectly even over consecutive buckets; servers are added or removed at the end.</source>
        <translation>Masson 与 Lee 2024（DataDog 的 fliphash）：常数时间的一致性范围哈希，在连续的桶上完全均匀；服务器只能在末尾添加或移除。</translation>
    </message>
</context>
<context>
    <name>ringcore::HaproxyRing</name>
    <message>
        <source>HAProxy balance uri, hash-type consistent (2.6)</source>
        <translation>HAProxy balance uri，hash-type consistent（2.6）</translation>
    </message>
    <message>
        <source>HAProxy 2.6 `balance uri` + `hash-type consistent`: 16 points per unit of weight at full_hash(id × 4096 + i), key = sdbm of the path then full_hash, nearest point wins (ties to the previous one).</source>
        <translation>HAProxy 2.6 `balance uri` + `hash-type consistent`：每单位权重 16 个点，位于 full_hash(id × 4096 + i)；键 = 路径的 sdbm 再经 full_hash；最近的点胜出（距离相同时取前一个点）。</translation>
    </message>
    <message>
        <source>balance uri whole: 1 hashes the query string too</source>
        <translation>balance uri whole：1 表示查询字符串也参与哈希</translation>
    </message>
    <message>
        <source>balance uri path-only: 1 drops scheme and authority of absolute URIs</source>
        <translation>balance uri path-only：1 表示去掉绝对 URI 的协议和主机部分</translation>
    </message>
    <message>
        <source>balance uri len N: hash only the first N characters (0: all)</source>
        <translation>balance uri len N：只对前 N 个字符做哈希（0：全部）</translation>
    </message>
    <message>
        <source>balance uri depth N: hash up to the N-th directory (0: all)</source>
        <translation>balance uri depth N：哈希到第 N 级目录为止（0：全部）</translation>
    </message>
    <message>
        <source>hash-type consistent &lt;function&gt; [avalanche]; the default is sdbm avalanche</source>
        <translation>hash-type consistent &lt;function&gt; [avalanche]；默认为 sdbm avalanche</translation>
    </message>
</context>
<context>
    <name>ringcore::HaproxySystem</name>
    <message>
        <source>hash-balance-factor N: no server takes more than N % of the average requests in flight (0: off, else 100-65535)</source>
        <translation>hash-balance-factor N：任何服务器的在途请求都不超过平均值的 N %（0：关闭，否则为 100-65535）</translation>
    </message>
    <message>
        <source>option hash-balance-factor: &quot;%1&quot; is not allowed; HAProxy accepts 0 (off) or 100-65535</source>
        <translation>选项 hash-balance-factor：不允许“%1”；HAProxy 接受 0（关闭）或 100-65535</translation>
    </message>
</context>
<context>
    <name>ringcore::IdealRing</name>
    <message>
        <source>Ideal random ring</source>
        <translation>理想随机环</translation>
    </message>
    <message>
        <source>Points at uniformly random positions: what a perfect hash would give. The baseline the proxies&apos; rings are compared with.</source>
        <translation>点位于均匀随机的位置：即完美哈希所能得到的结果。用作与各代理的环比较的基准。</translation>
    </message>
    <message>
        <source>Points per unit of weight.</source>
        <translation>每单位权重的点数。</translation>
    </message>
    <message>
        <source>Lookup rule: next point clockwise, or nearest in either direction.</source>
        <translation>查找规则：顺时针的下一个点，或两个方向上最近的点。</translation>
    </message>
    <message>
        <source>Hash space: ideal (64-bit positions), 32-bit or 64-bit integers.</source>
        <translation>哈希空间：理想（64 位位置）、32 位或 64 位整数。</translation>
    </message>
    <message>
        <source>Seed of the random positions.</source>
        <translation>随机位置的种子。</translation>
    </message>
</context>
<context>
    <name>ringcore::JumpBackHash</name>
    <message>
        <source>walks back through the power-of-two levels: candidates %1</source>
        <translation>沿 2 的幂级别向回查找：候选 %1</translation>
    </message>
    <message>
        <source>JumpBackHash</source>
        <translation>JumpBackHash</translation>
    </message>
    <message>
        <source>Ertl 2024: jump hash&apos;s guarantees in expected constant time with integers only (hash4j&apos;s SplitMix64 form); servers are added or removed at the end, one down in the middle renumbers the rest.</source>
        <translation>Ertl 2024：以期望常数时间、仅用整数实现 jump hash 的保证（hash4j 的 SplitMix64 形式）；服务器只能在末尾添加或移除，中间有一台下线会使其余服务器重新编号。</translation>
    </message>
</context>
<context>
    <name>ringcore::JumpHash</name>
    <message>
        <source>Jump consistent hash</source>
        <translation>跳跃一致性哈希（Jump）</translation>
    </message>
    <message>
        <source>jumps through buckets %1 (of %2)</source>
        <translation>依次跳过桶 %1（共 %2 个）</translation>
    </message>
    <message>
        <source>bucket %1 is %2</source>
        <translation>桶 %1 是 %2</translation>
    </message>
    <message>
        <source>Lamping &amp; Veach&apos;s jump hash over XXH64 of the key: no ring (only a bucket → server list), perfectly even, but servers can only be added or removed at the end; a server down in the middle renumbers the rest.</source>
        <translation>Lamping 与 Veach 的跳跃哈希，基于键的 XXH64：没有环（只有一个桶 → 服务器列表）、分布完全均匀，但只能在末尾添加或移除服务器；中间的服务器下线会使其余服务器重新编号。</translation>
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
        <translation>Cloudflare pingora-ketama 的原始环：nginx 的链式 CRC32 点，每单位权重 160 个，每个 8 字节；键的 CRC32 落到位于其处或其后的第一个点。</translation>
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
        <translation>Cloudflare pingora-ketama 的紧凑环：同样的链式 CRC32 点，每单位权重的点数可配置，每个以 6 字节存储。</translation>
    </message>
    <message>
        <source>Points per weight unit (point_multiple).</source>
        <translation>每单位权重的点数（point_multiple）。</translation>
    </message>
</context>
<context>
    <name>ringcore::KeySample</name>
    <message>
        <source>a sample of %1 of %2 keys</source>
        <translation>%2 个键中的 %1 个（样本）</translation>
    </message>
    <message>
        <source>%1 keys (the experiment has %2)</source>
        <translation>%1 个键（实验有 %2 个）</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>%1 个键</translation>
    </message>
    <message>
        <source>%1 of %2 keys routed (a sample: the shares of the rest follow the same hash).</source>
        <translation>已路由 %2 个键中的 %1 个（样本：其余键的份额遵循同一哈希）。</translation>
    </message>
    <message>
        <source>%1 keys routed, not the experiment&apos;s %2: this view needs at least %1.</source>
        <translation>已路由 %1 个键，而不是实验的 %2 个：此视图至少需要 %1 个。</translation>
    </message>
</context>
<context>
    <name>ringcore::LiveRunThread</name>
    <message>
        <source>a live run is already in progress</source>
        <translation>已有一个实测运行正在进行</translation>
    </message>
</context>
<context>
    <name>ringcore::LiveRunner</name>
    <message>
        <source>a live run is already in progress</source>
        <translation>已有一个实测运行正在进行</translation>
    </message>
    <message>
        <source>no recheck: %1 places requests by the load in flight (hash-balance-factor), so a key sent again may rightly land on another backend</source>
        <translation>不复查：%1 按在途负载分配请求（hash-balance-factor），因此重发的键可能合理地落到另一个后端</translation>
    </message>
    <message>
        <source>key %1 (&quot;%2&quot;) cannot be sent to %3: %4</source>
        <translation>键 %1（“%2”）无法发送到 %3：%4</translation>
    </message>
    <message>
        <source>key %1 (&quot;%2&quot;) would be sent by the qnam engine as &quot;%3&quot; (Qt normalises paths: &quot;..&quot;, &quot;.&quot;, &quot;//&quot;, &quot;#&quot;, %-escapes of plain characters); use the raw engine (--engine raw), which sends every key byte for byte</source>
        <translation>键 %1（“%2”）会被 qnam 引擎发送为“%3”（Qt 会规范化路径：“..”、“.”、“//”、“#”以及普通字符的 %-转义）；请使用 raw 引擎（--engine raw），它会逐字节发送每个键</translation>
    </message>
    <message numerus="yes">
        <source>stopped %n process(es) and removed %1 private folder(s) left by a RingLab that was killed during a run</source>
        <translation>
            <numerusform>已停止 %n 个进程并删除 %1 个私有文件夹，它们是运行中被终止的 RingLab 遗留的</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kept %n private folder(s) of killed runs that asked to keep them (--keep-temp)</source>
        <translation>
            <numerusform>已保留 %n 个被终止运行的私有文件夹（这些运行要求保留：--keep-temp）</numerusform>
        </translation>
    </message>
    <message>
        <source>port %1 on 127.0.0.1 is already in use; stop what listens there, choose another base port, or let RingLab pick a free range</source>
        <translation>127.0.0.1 上的端口 %1 已被占用；请停止在该端口监听的程序、选择其他起始端口，或让 RingLab 自动选择空闲端口范围</translation>
    </message>
    <message>
        <source>no free range of %1 ports found on 127.0.0.1</source>
        <translation>在 127.0.0.1 上未找到 %1 个连续空闲端口</translation>
    </message>
    <message>
        <source>cannot create a private temporary directory: %1</source>
        <translation>无法创建私有临时目录：%1</translation>
    </message>
    <message>
        <source>cannot write to the private temporary directory: %1</source>
        <translation>无法写入私有临时目录：%1</translation>
    </message>
    <message>
        <source>warning: this run could not be registered (%1); if RingLab is killed during it, the next run cannot stop what it leaves</source>
        <translation>警告：无法登记本次运行（%1）；如果 RingLab 在运行期间被终止，下一次运行将无法停止它遗留的进程</translation>
    </message>
    <message>
        <source>private directory %1</source>
        <translation>私有目录 %1</translation>
    </message>
    <message>
        <source>started backends (pid %1) on 127.0.0.1:%2-%3 and %4 (pid %5) on 127.0.0.1:%6</source>
        <translation>已启动后端（PID %1）于 127.0.0.1:%2-%3，以及 %4（PID %5）于 127.0.0.1:%6</translation>
    </message>
    <message>
        <source>port %1 on 127.0.0.1 did not start listening within %2 s</source>
        <translation>127.0.0.1 上的端口 %1 未在 %2 秒内开始监听</translation>
    </message>
    <message>
        <source>priming: sending %1 keys (not recorded) so that %2 finds its down servers</source>
        <translation>预热：发送 %1 个键（不记录），以便 %2 发现其下线的服务器</translation>
    </message>
    <message>
        <source>the proxy answered nothing for %1 s (frozen or wedged); the run was stopped</source>
        <translation>代理在 %1 秒内没有任何响应（已冻结或卡死）；运行已停止</translation>
    </message>
    <message>
        <source>%1 requests sent again, %2 timed out</source>
        <translation>%1 个请求被重发，%2 个超时</translation>
    </message>
    <message>
        <source>sending the first %1 keys again</source>
        <translation>正在重新发送前 %1 个键</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>cancelled: %1</source>
        <translation>已取消：%1</translation>
    </message>
    <message>
        <source>port %1 on 127.0.0.1 was taken by another program after RingLab checked it; start again or choose another base port (%2)</source>
        <translation>127.0.0.1 上的端口 %1 在 RingLab 检查之后被其他程序占用；请重新开始或选择其他起始端口（%2）</translation>
    </message>
    <message>
        <source>the results could not be saved: %1</source>
        <translation>无法保存结果：%1</translation>
    </message>
    <message>
        <source>kept private directory %1</source>
        <translation>已保留私有目录 %1</translation>
    </message>
    <message>
        <source>port %1 is busy: the whole range %2-%3 moves to %4-%5</source>
        <translation>端口 %1 已被占用：整个范围 %2-%3 移至 %4-%5</translation>
    </message>
    <message>
        <source>sending %1 keys with %2, concurrency %3</source>
        <translation>正在使用%2发送 %1 个键，并发数 %3</translation>
    </message>
    <message>
        <source>%1 holds an earlier run: it stays until this run is complete; this run writes into %2</source>
        <translation>%1 中存有较早的一次运行：它会保留到本次运行完成为止；本次运行写入 %2</translation>
    </message>
</context>
<context>
    <name>ringcore::LiveTrafficCheck</name>
    <message>
        <source>TRAFFIC: %1 requests (%2 distinct keys): per-backend requests %3 the port&apos;s exactly (%4 backends differ; the ring is deterministic, so they must match); %5 keys answered by more than one backend</source>
        <translation>流量：%1 个请求（%2 个不同的键）：各后端的请求数与移植实现%3（%4 个后端不同；环是确定性的，因此必须一致）；%5 个键由不止一个后端应答</translation>
    </message>
    <message>
        <source>match</source>
        <translation>完全一致</translation>
    </message>
    <message>
        <source>do NOT match</source>
        <translation>并不完全一致</translation>
    </message>
    <message>
        <source>%1 in flight at the client, backends holding each answer %2 ms; the proxy&apos;s own requests in flight rebuilt from each request&apos;s timing</source>
        <translation>客户端在途 %1 个，后端将每个应答延迟 %2 ms；代理自身的在途请求由每个请求的时序重建</translation>
    </message>
    <message>
        <source>%1 in flight, as if every request spent its whole time at a backend (no --backend-delay: the proxy sees fewer, so the model spills more)</source>
        <translation>在途 %1 个，仿佛每个请求的全部时间都花在后端（无 --backend-delay：代理看到的更少，因此模型溢出更多）</translation>
    </message>
    <message>
        <source>TRAFFIC (bounded loads, hash-balance-factor %1, %2): spilled %3 % measured vs %4 % simulated (tolerance %5 points); busiest/mean %6 vs %7 (tolerance %8 %); largest per-backend share difference %9 points: %10</source>
        <translation>流量（有界负载，hash-balance-factor %1，%2）：溢出比例 实测 %3 %，模拟 %4 %（容差 %5 个百分点）；最忙/均值 实测 %6，模拟 %7（容差 %8 %）；各后端份额的最大差异 %9 个百分点：%10</translation>
    </message>
    <message>
        <source>AGREE</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>DISAGREE</source>
        <translation>不一致</translation>
    </message>
</context>
<context>
    <name>ringcore::LookupTracer</name>
    <message>
        <source>no server</source>
        <translation>无服务器</translation>
    </message>
    <message>
        <source>hash = %1</source>
        <translation>哈希 = %1</translation>
    </message>
    <message>
        <source>walk clockwise %1% of the circle to point %2 of %3</source>
        <translation>顺时针走过圆周的 %1%，到达 %3 的第 %2 个点</translation>
    </message>
    <message>
        <source>clockwise: %1% to the next point; counter-clockwise: %2% to the previous point</source>
        <translation>顺时针：到下一个点 %1%；逆时针：到上一个点 %2%</translation>
    </message>
    <message>
        <source>the previous point is nearer: %1</source>
        <translation>上一个点更近：%1</translation>
    </message>
    <message>
        <source>the next point is nearer: %1</source>
        <translation>下一个点更近：%1</translation>
    </message>
    <message>
        <source>the neighbouring point&apos;s server cannot take it; the scheme routes to %1</source>
        <translation>相邻点的服务器无法接收；该方案路由到 %1</translation>
    </message>
    <message>
        <source>slot = hash mod %1 = %2</source>
        <translation>槽 = 哈希 mod %1 = %2</translation>
    </message>
    <message>
        <source>table[%1] = %2</source>
        <translation>table[%1] = %2</translation>
    </message>
    <message>
        <source>%1 decides without a ring: %2</source>
        <translation>%1 无需环即可决定：%2</translation>
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
        <translation>Envoy 的 Maglev 表：各主机按权重轮流，沿 XXH64 offset/skip 排列填充素数大小的表；键的 XXH64 对表大小取模选出槽位。</translation>
    </message>
    <message>
        <source>Number of table slots; must be a prime (table_size).</source>
        <translation>表的槽数；必须为素数（table_size）。</translation>
    </message>
    <message>
        <source>Hash each host&apos;s name instead of its address (consistent_hashing_lb_config.use_hostname_for_hashing): false or true.</source>
        <translation>对每个主机的名称而非地址做哈希（consistent_hashing_lb_config.use_hostname_for_hashing）：false 或 true。</translation>
    </message>
</context>
<context>
    <name>ringcore::ManagedProcess</name>
    <message>
        <source>%1: program &quot;%2&quot; not found or not executable</source>
        <translation>%1：未找到程序“%2”或其不可执行</translation>
    </message>
    <message>
        <source>%1: program not found on PATH or in /usr/sbin; install it or give its path</source>
        <translation>%1：在 PATH 和 /usr/sbin 中均未找到程序；请安装它或指定其路径</translation>
    </message>
    <message>
        <source>timed out after %1 ms</source>
        <translation>%1 ms 后超时</translation>
    </message>
    <message>
        <source>%1: cannot start %2 (%3)</source>
        <translation>%1：无法启动 %2（%3）</translation>
    </message>
    <message>
        <source>was killed or crashed</source>
        <translation>被终止或已崩溃</translation>
    </message>
    <message>
        <source>exited with code %1</source>
        <translation>以代码 %1 退出</translation>
    </message>
    <message>
        <source>%1 %2 while the run needed it</source>
        <translation>%1 在运行仍需要时%2</translation>
    </message>
</context>
<context>
    <name>ringcore::MappingWriter</name>
    <message>
        <source>%1:%2: malformed line (expected index, key, backend, status)</source>
        <translation>%1:%2：格式错误的行（应为 索引、键、后端、状态）</translation>
    </message>
    <message>
        <source>%1: write failed after %2 lines (%3)</source>
        <translation>%1：写入 %2 行后失败（%3）</translation>
    </message>
    <message>
        <source>reading %1</source>
        <translation>正在读取 %1</translation>
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
        <translation>Coluzzi 等人 2024：跳跃一致性哈希加上对已移除桶的记忆；无环、均匀，任意移除下完全一致，只为已移除的桶占用内存。</translation>
    </message>
</context>
<context>
    <name>ringcore::MemoryBudget</name>
    <message>
        <source>%1 needs about %2 of memory, but only %3 is available (ulimit -v, cgroup limit or free memory)</source>
        <translation>%1 需要约 %2 内存，但只有 %3 可用（ulimit -v、cgroup 限制或空闲内存）</translation>
    </message>
</context>
<context>
    <name>ringcore::MemoryModel</name>
    <message>
        <source>packed 6-byte (hash32 + u16 index)</source>
        <translation>紧凑 6 字节（hash32 + u16 索引）</translation>
    </message>
    <message>
        <source>padded 8-byte struct</source>
        <translation>填充对齐的 8 字节结构体</translation>
    </message>
</context>
<context>
    <name>ringcore::ModuloHash</name>
    <message>
        <source>Modulo (hash mod n)</source>
        <translation>取模（hash mod n）</translation>
    </message>
    <message>
        <source>XXH64 of the key modulo the number of enabled servers (weight = slots). Even, but almost every key moves when a server is added or removed.</source>
        <translation>键的 XXH64 对启用的服务器数取模（权重 = 槽数）。分布均匀，但增减一台服务器几乎会让所有键迁移。</translation>
    </message>
</context>
<context>
    <name>ringcore::MultiProbeHash</name>
    <message>
        <source>Multi-probe consistent hashing</source>
        <translation>多探测一致性哈希</translation>
    </message>
    <message>
        <source>Appleton &amp; Eisenbud: one point per server, the key probes the ring k times and takes the closest point. Even spread with tiny memory, k lookups per key.</source>
        <translation>Appleton 与 Eisenbud：每台服务器一个点，键在环上探测 k 次并取最近的点。内存极小而分布均匀，每个键需 k 次查找。</translation>
    </message>
    <message>
        <source>Probes per key (the paper&apos;s k).</source>
        <translation>每个键的探测次数（论文中的 k）。</translation>
    </message>
    <message>
        <source>Ring points per unit of weight.</source>
        <translation>每单位权重的环上点数。</translation>
    </message>
</context>
<context>
    <name>ringcore::NginxRing</name>
    <message>
        <source>nginx hash … consistent (1.22)</source>
        <translation>nginx hash … consistent（1.22）</translation>
    </message>
    <message>
        <source>nginx 1.22 `hash $request_uri consistent`: 160 CRC32 points per unit of weight, the first point at or after the key&apos;s CRC32, down servers skipped for up to 20 more points.</source>
        <translation>nginx 1.22 `hash $request_uri consistent`：每单位权重 160 个 CRC32 点，取位于键的 CRC32 处或其后的第一个点，下线服务器最多再跳过 20 个点。</translation>
    </message>
</context>
<context>
    <name>ringcore::OpenFileLimit</name>
    <message>
        <source>unlimited</source>
        <translation>无限制</translation>
    </message>
    <message>
        <source>the run needs about %1 open files (--concurrency %2: 2 per request in flight; %3 backends; %4 for files, logs and pipes)</source>
        <translation>本次运行大约需要 %1 个打开的文件（--concurrency %2：每个在途请求 2 个；%3 个后端；%4 个用于文件、日志和管道）</translation>
    </message>
    <message>
        <source>open files: %1, but the limit is %2 and its hard limit %3 (ulimit -n, RLIMIT_NOFILE); raise the hard limit or lower --concurrency or --backends</source>
        <translation>打开的文件：需要 %1 个，但限制为 %2，其硬限制为 %3（ulimit -n，RLIMIT_NOFILE）；请提高硬限制，或降低 --concurrency 或 --backends</translation>
    </message>
    <message>
        <source>open files: %1, but the limit is %2 and it could not be raised (%3)</source>
        <translation>打开的文件：需要 %1 个，但限制为 %2，且无法提高（%3）</translation>
    </message>
    <message>
        <source>raised the open-files limit from %1 to %2: %3</source>
        <translation>已将打开文件数限制从 %1 提高到 %2：%3</translation>
    </message>
</context>
<context>
    <name>ringcore::OutputPath</name>
    <message>
        <source>--%1: %2 is also an input of this command (%3); writing it would replace what is being read: give another output file</source>
        <translation>--%1：%2 也是此命令的输入（%3）；写入它会替换正在读取的内容：请指定另一个输出文件</translation>
    </message>
    <message>
        <source>--%1: the input %2 lies in the output folder %3, whose files this command replaces: move the input or give another folder</source>
        <translation>--%1：输入 %2 位于输出文件夹 %3 中，而此命令会替换该文件夹中的文件：请移走输入文件，或指定另一个文件夹</translation>
    </message>
</context>
<context>
    <name>ringcore::PowerHash</name>
    <message>
        <source>f(k, %1) lands below %2</source>
        <translation>f(k, %1) 落在 %2 以下</translation>
    </message>
    <message>
        <source>f(k, %1) lands past %2; the walk g from %3 stops in the upper half</source>
        <translation>f(k, %1) 落在 %2 之后；从 %3 开始的游走 g 停在上半部分</translation>
    </message>
    <message>
        <source>f(k, %1) lands past %2 and the walk g stays at %3: f(k, %4)</source>
        <translation>f(k, %1) 落在 %2 之后，游走 g 停留在 %3：f(k, %4)</translation>
    </message>
    <message>
        <source>Power consistent hash (PowerCH)</source>
        <translation>Power 一致性哈希（PowerCH）</translation>
    </message>
    <message>
        <source>Leu 2023: constant expected time and no memory, even over consecutive buckets; servers are added or removed at the end, one down in the middle renumbers the rest.</source>
        <translation>Leu 2023：期望常数时间、无需内存，在连续的桶上均匀；服务器只能在末尾添加或移除，中间有一台下线会使其余服务器重新编号。</translation>
    </message>
</context>
<context>
    <name>ringcore::ProxyProcess</name>
    <message>
        <source>%1: cannot create the folder of %2</source>
        <translation>%1：无法创建 %2 所在的文件夹</translation>
    </message>
    <message>
        <source>%1: configuration check (%2) failed: %3</source>
        <translation>%1：配置检查（%2）失败：%3</translation>
    </message>
</context>
<context>
    <name>ringcore::RangeHash</name>
    <message>
        <source>bucket %1 (of %2) is %3</source>
        <translation>桶 %1（共 %2 个）为 %3</translation>
    </message>
</context>
<context>
    <name>ringcore::RemapAnalysis</name>
    <message>
        <source>remove: server index %1 is outside 1-%2</source>
        <translation>remove：服务器索引 %1 超出 1-%2</translation>
    </message>
</context>
<context>
    <name>ringcore::RemovalMatrixBuilder</name>
    <message>
        <source>use fewer servers (about %1 fit)</source>
        <translation>请减少服务器（约可容纳 %1 台）</translation>
    </message>
    <message numerus="yes">
        <source>memory: removing each of %1 servers in turn (%n matrix/matrices of %1 × %1) needs about %2, above the limit of %3; %4</source>
        <translation>
            <numerusform>memory：依次移除 %1 台服务器中的每一台（%n 个 %1 × %1 矩阵）约需 %2，超过上限 %3；%4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringcore::RendezvousHash</name>
    <message>
        <source>Weighted rendezvous (HRW)</source>
        <translation>加权会合哈希（HRW）</translation>
    </message>
    <message>
        <source>Highest random weight: every server scores the key (-weight / ln u) and the highest wins. Exact weighted shares and arbitrary removals, at the cost of one hash per server per lookup.</source>
        <translation>最高随机权重：每台服务器为键打分（-权重 / ln u），得分最高者胜出。份额精确按权重分配且支持任意移除，代价是每次查找对每台服务器各算一次哈希。</translation>
    </message>
    <message>
        <source>every server scores the key (weight ÷ −ln u); the highest wins:</source>
        <translation>每台服务器为该键打分（权重 ÷ −ln u）；得分最高者胜出：</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2：%3</translation>
    </message>
    <message>
        <source>… %1 lower scores</source>
        <translation>… 另有 %1 个更低的分数</translation>
    </message>
</context>
<context>
    <name>ringcore::RingSnapshotBuilder</name>
    <message>
        <source>%1: could not build</source>
        <translation>%1：无法构建</translation>
    </message>
    <message>
        <source>use fewer servers or points</source>
        <translation>请减少服务器或点数</translation>
    </message>
    <message>
        <source>the ring of this %1 setting (%2 points)</source>
        <translation>此 %1 设置的环（%2 个点）</translation>
    </message>
    <message>
        <source>this %1 setting</source>
        <translation>此 %1 设置</translation>
    </message>
    <message>
        <source>memory: %1 needs about %2 to build and draw, above the limit of %3; %4</source>
        <translation>memory：%1 构建并绘制约需 %2，超过上限 %3；%4</translation>
    </message>
    <message>
        <source>the picture of this %1 ring (%2 points)</source>
        <translation>此 %1 环的图像（%2 个点）</translation>
    </message>
    <message>
        <source>memory: %1; use fewer servers or points</source>
        <translation>memory：%1；请减少服务器或点数</translation>
    </message>
</context>
<context>
    <name>ringcore::RunFolder</name>
    <message>
        <source>out: %1 is not a folder</source>
        <translation>out：%1 不是文件夹</translation>
    </message>
    <message>
        <source>out: %1 holds %2, which is not a file of a live run; a new run takes the place of the folder of an earlier run as a whole, so give a new or empty folder, or one that holds a run only</source>
        <translation>out：%1 中有 %2，它不是实测运行的文件；新的运行会整体取代较早运行的文件夹，因此请指定一个新的或空的文件夹，或只包含一次运行的文件夹</translation>
    </message>
    <message>
        <source>out: %1 holds an earlier run and is a mount point: a new run is written beside the folder and takes its place when complete, which cannot cross file systems; give a folder inside it</source>
        <translation>out：%1 中存有较早的一次运行，且它是一个挂载点：新的运行会写在该文件夹旁边，完成后取代它，而这无法跨文件系统进行；请指定它内部的一个文件夹</translation>
    </message>
    <message>
        <source>out: %1 holds an earlier run and is (or holds) the current folder: a complete run takes its place, which would leave this shell in a removed folder; run from another folder</source>
        <translation>out：%1 中存有较早的一次运行，且它是（或包含）当前文件夹：完整的运行会取代它，这会使此 shell 停留在一个已被移除的文件夹中；请从另一个文件夹运行</translation>
    </message>
    <message>
        <source>out: cannot create the folder %1</source>
        <translation>out：无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>out: %1 holds an earlier run, and the folder for the new run cannot be created beside it (%2): the earlier run would be lost; give a new folder</source>
        <translation>out：%1 中存有较早的一次运行，但无法在它旁边为新的运行创建文件夹（%2）：较早的运行将会丢失；请指定一个新文件夹</translation>
    </message>
    <message>
        <source>the earlier run in %1 was kept: this run did not complete; what it measured is in %2</source>
        <translation>已保留 %1 中较早的运行：本次运行未完成；它测得的结果位于 %2</translation>
    </message>
    <message>
        <source>the earlier run in %1 was kept: this run could not take its place (%2); it is in %3</source>
        <translation>已保留 %1 中较早的运行：本次运行无法取代它（%2）；本次运行位于 %3</translation>
    </message>
    <message>
        <source>the earlier run&apos;s folder %1 could not be removed (%2)</source>
        <translation>无法移除较早运行的文件夹 %1（%2）</translation>
    </message>
    <message>
        <source>this run replaced the earlier run in %1</source>
        <translation>本次运行已取代 %1 中较早的运行</translation>
    </message>
</context>
<context>
    <name>ringcore::SimResultIo</name>
    <message>
        <source>Collisions: %1 (--collisions %2)
</source>
        <translation>碰撞：%1（--collisions %2）
</translation>
    </message>
    <message>
        <source>the point of the server listed first owns a shared value</source>
        <translation>共享值归列在最前面的服务器的点所有</translation>
    </message>
    <message>
        <source>a random one of the points on a shared value owns it</source>
        <translation>共享值归其上随机一个点所有</translation>
    </message>
    <message numerus="yes">
        <source>%Ln server(s)</source>
        <translation>
            <numerusform>%Ln 台服务器</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln ring(s) per row</source>
        <translation>
            <numerusform>每行 %Ln 个环</numerusform>
        </translation>
    </message>
    <message>
        <source>Ideal rings: %1, %2, rule %3, space %4, path %5, seed %6
</source>
        <translation>理想环：%1，%2，规则 %3，空间 %4，路径 %5，种子 %6
</translation>
    </message>
</context>
<context>
    <name>ringcore::SimulationResult</name>
    <message>
        <source>merge: nothing to merge</source>
        <translation>merge：没有可合并的内容</translation>
    </message>
    <message>
        <source>merge: the parts simulate different settings</source>
        <translation>merge：各部分模拟的设置不同</translation>
    </message>
    <message>
        <source>merge: ring %1 appears twice</source>
        <translation>merge：环 %1 出现了两次</translation>
    </message>
</context>
<context>
    <name>ringcore::SystemDescription</name>
    <message>
        <source>option %1: a live run of %2 cannot set it (options it sets: %3)</source>
        <translation>选项 %1：%2 的实测运行无法设置它（它可设置的选项：%3）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>option %1: &quot;%2&quot; is not allowed in a live run of %3; choose one of: %4</source>
        <translation>选项 %1：%3 的实测运行中不允许“%2”；请从以下选择：%4</translation>
    </message>
</context>
<context>
    <name>ringcore::TrafficConfig</name>
    <message>
        <source>events: &quot;%1&quot; is not &quot;remove ADDRESS@P%&quot; or &quot;add ADDRESS@P%&quot;</source>
        <translation>events：“%1”既不是“remove ADDRESS@P%”也不是“add ADDRESS@P%”</translation>
    </message>
    <message>
        <source>events: &quot;%1&quot; has no moment; write ADDRESS@P% with P between 0 and 100 (exclusive)</source>
        <translation>events：“%1”没有时刻；请写成 ADDRESS@P%，P 介于 0 和 100 之间（不含两端）</translation>
    </message>
    <message>
        <source>events: &quot;%1&quot;: the moment must be a percentage of the requests above 0 and below 100</source>
        <translation>events：“%1”：时刻必须是请求数的百分比，大于 0 且小于 100</translation>
    </message>
    <message>
        <source>events: &quot;%1&quot;: a removal takes no weight</source>
        <translation>events：“%1”：移除不带权重</translation>
    </message>
    <message>
        <source>events: &quot;%1&quot;: the weight must be a whole number from 1 to 1,000,000</source>
        <translation>events：“%1”：权重必须是 1 到 1,000,000 的整数</translation>
    </message>
    <message>
        <source>events: &quot;%1&quot;: &quot;%2&quot; is not one server address (host:port or [IPv6]:port)</source>
        <translation>events：“%1”：“%2”不是单个服务器地址（host:port 或 [IPv6]:port）</translation>
    </message>
    <message>
        <source>servers: give at least one server</source>
        <translation>servers：请至少给出一台服务器</translation>
    </message>
    <message>
        <source>log: give the access log&apos;s path</source>
        <translation>log：请给出访问日志的路径</translation>
    </message>
    <message>
        <source>zipf: the exponent must be above 0 and at most %1 (0 is the uniform model)</source>
        <translation>zipf：指数必须大于 0 且不超过 %1（0 即均匀模型）</translation>
    </message>
    <message>
        <source>universe: %1 is out of range (1 to %2 keys)</source>
        <translation>universe：%1 超出范围（1 到 %2 个键）</translation>
    </message>
    <message>
        <source>requests: %1 is out of range (1 to %2)</source>
        <translation>requests：%1 超出范围（1 到 %2）</translation>
    </message>
    <message>
        <source>cache: %1 is out of range (1 to %2 objects per server)</source>
        <translation>cache：%1 超出范围（每台服务器 1 到 %2 个对象）</translation>
    </message>
    <message>
        <source>cache-bytes: must be 0 (no byte bound) or more</source>
        <translation>cache-bytes：必须大于或等于 0（0 表示不按字节限制）</translation>
    </message>
    <message>
        <source>cache-bytes: only a replayed log has object sizes; the Zipf and uniform models count objects</source>
        <translation>cache-bytes：只有重放的日志才有对象大小；Zipf 和均匀模型按对象个数计</translation>
    </message>
    <message>
        <source>windows: %1 is out of range (2 to %2)</source>
        <translation>windows：%1 超出范围（2 到 %2）</translation>
    </message>
    <message>
        <source>events: the moment of &quot;%1&quot; must be above 0% and below 100%</source>
        <translation>events：“%1”的时刻必须大于 0% 且小于 100%</translation>
    </message>
    <message>
        <source>events: cannot remove %1 at %2%: it is not serving then</source>
        <translation>events：无法在 %2% 处移除 %1：它当时不在提供服务</translation>
    </message>
    <message>
        <source>events: removing %1 at %2% leaves no server</source>
        <translation>events：在 %2% 处移除 %1 后将没有服务器</translation>
    </message>
    <message>
        <source>events: cannot add %1 at %2%: it is already serving</source>
        <translation>events：无法在 %2% 处添加 %1：它已在提供服务</translation>
    </message>
</context>
<context>
    <name>ringcore::TrafficReplay</name>
    <message>
        <source>events: %1 cannot do &quot;%2&quot;: %3</source>
        <translation>events：%1 无法执行“%2”：%3</translation>
    </message>
    <message>
        <source>algorithm: %1 places each key by the load before it, which a log replay cannot predict request by request; use the Zipf or uniform model</source>
        <translation>algorithm：%1 根据此前的负载放置每个键，而日志重放无法逐个请求地预测这种负载；请使用 Zipf 或均匀模型</translation>
    </message>
    <message>
        <source>log: %1</source>
        <translation>log：%1</translation>
    </message>
    <message>
        <source>log: %1 holds no request</source>
        <translation>log：%1 不含任何请求</translation>
    </message>
    <message>
        <source>log: %1 ended early (it changed while being replayed)</source>
        <translation>log：%1 提前结束（重放期间文件发生了变化）</translation>
    </message>
    <message>
        <source>use fewer servers, points or events</source>
        <translation>请减少服务器、点数或事件</translation>
    </message>
    <message numerus="yes">
        <source>memory: the %n ring(s) of this %1 setting (one before the events and one after each) need about %2, above the limit of %3; %4</source>
        <translation>
            <numerusform>memory：此 %1 设置的 %n 个环（事件前一个，每个事件后各一个）约需 %2，超过上限 %3；%4</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringcore::TrafficServerRing</name>
    <message>
        <source>Traffic Server consistent_hash (9.2)</source>
        <translation>Traffic Server consistent_hash（9.2）</translation>
    </message>
    <message>
        <source>Apache Traffic Server 9.2 parent.config round_robin=consistent_hash: 1,024 SipHash-2-4 points per unit of weight from each parent&apos;s host name (not its port) or hash string, the first point at or after the URI&apos;s hash, down parents skipped (secondary ring first).</source>
        <translation>Apache Traffic Server 9.2 parent.config round_robin=consistent_hash：每单位权重 1,024 个 SipHash-2-4 点，由每个父节点的主机名（不含端口）或哈希字符串生成；取位于 URI 哈希处或其后的第一个点，跳过下线的父节点（先查次环）。</translation>
    </message>
    <message>
        <source>What a parent&apos;s points hash: none (its host name, ATS&apos;s default) or address (as if written host:port&amp;host:port)</source>
        <translation>父节点的点对什么做哈希：none（其主机名，ATS 的默认值）或 address（如同写成 host:port&amp;host:port）</translation>
    </message>
    <message>
        <source>How many of the last servers form secondary_parent</source>
        <translation>列表末尾的多少台服务器组成 secondary_parent</translation>
    </message>
    <message>
        <source>secondary_mode: 1 or 3 try the secondary ring first when the first choice is down, 2 the rest of the primary ring</source>
        <translation>secondary_mode：首选下线时，1 或 3 先尝试次环，2 尝试主环的其余部分</translation>
    </message>
    <message>
        <source>qstring: consider (hash the query string too) or ignore</source>
        <translation>qstring：consider（查询字符串也参与哈希）或 ignore</translation>
    </message>
</context>
<context>
    <name>ringcore::TwemproxyPool</name>
    <message>
        <source>twemproxy&apos;s hash: function for keys (fnv1a_64 by default)</source>
        <translation>twemproxy 的 hash：键的哈希函数（默认 fnv1a_64）</translation>
    </message>
    <message>
        <source>Server names hashed and sorted: address (host, or host:port unless the port is 11211) or numbered (explicit names server1, server2, … in list order)</source>
        <translation>参与哈希和排序的服务器名称：address（主机，或 host:port，端口为 11211 时除外）或 numbered（按列表顺序的显式名称 server1、server2、…）</translation>
    </message>
    <message>
        <source>auto_eject_hosts: true (RingLab&apos;s default, so a down server leaves the pool) ejects down servers and rebuilds the pool from the live ones; false (twemproxy&apos;s default) keeps them, and their keys get errors</source>
        <translation>auto_eject_hosts：true（RingLab 的默认值，下线的服务器离开池）会剔除下线的服务器并用在线的服务器重建池；false（twemproxy 的默认值）保留它们，其键会得到错误</translation>
    </message>
    <message>
        <source>hash_tag: two characters; a key with text between them is hashed on that text only</source>
        <translation>hash_tag：两个字符；键中位于两者之间的文本存在时，只对该文本做哈希</translation>
    </message>
    <message>
        <source>twemproxy ketama</source>
        <translation>twemproxy ketama</translation>
    </message>
    <message>
        <source>twemproxy (nutcracker 0.5.0) distribution: ketama: 160 points per server scaled by weight (floor(w/W·40·live)·4), four from each MD5 of &quot;name-i&quot;; a key&apos;s hash (fnv1a_64 by default) goes to the first point at or after it.</source>
        <translation>twemproxy（nutcracker 0.5.0）distribution: ketama：每台服务器 160 个点，按权重缩放（floor(w/W·40·live)·4），每个“name-i”的 MD5 产生四个点；键的哈希（默认 fnv1a_64）取位于其处或其后的第一个点。</translation>
    </message>
    <message>
        <source>twemproxy modula</source>
        <translation>twemproxy modula</translation>
    </message>
    <message>
        <source>twemproxy (nutcracker 0.5.0) distribution: modula: one slot per unit of weight in the servers&apos; name order; a key goes to slot hash mod slots.</source>
        <translation>twemproxy（nutcracker 0.5.0）distribution: modula：按服务器名称顺序，每单位权重一个槽；键进入第 hash mod 槽数 个槽。</translation>
    </message>
    <message>
        <source>twemproxy random</source>
        <translation>twemproxy random</translation>
    </message>
    <message>
        <source>twemproxy (nutcracker 0.5.0) distribution: random: each request goes to a random live server, whatever its key (weights ignored). Not predictable per key: RingLab routes a stand-in (hash mod live servers) with the same spread.</source>
        <translation>twemproxy（nutcracker 0.5.0）distribution: random：每个请求发往一台随机的在线服务器，与其键无关（忽略权重）。无法按键预测：RingLab 用分布相同的替代方案（hash mod 在线服务器数）进行路由。</translation>
    </message>
</context>
<context>
    <name>ringcore::TwemproxySystem</name>
    <message>
        <source>distribution: ketama (predicted by twemproxy-ketama) or modula (predicted by twemproxy-modula)</source>
        <translation>distribution：ketama（由 twemproxy-ketama 预测）或 modula（由 twemproxy-modula 预测）</translation>
    </message>
</context>
<context>
    <name>ringcore::UserText</name>
    <message>
        <source>(%1 characters)</source>
        <translation>（%1 个字符）</translation>
    </message>
    <message>
        <source>(%1 bytes)</source>
        <translation>（%1 字节）</translation>
    </message>
    <message>
        <source>(message cut at %1 characters)</source>
        <translation>（消息在 %1 个字符处截断）</translation>
    </message>
</context>
<context>
    <name>ringcore::VarnishShard</name>
    <message>
        <source>Varnish shard director (7.1)</source>
        <translation>Varnish shard director（7.1）</translation>
    </message>
    <message>
        <source>Varnish 7.1 vmod_directors shard(): replicas × weight SHA-256 points per backend, the first point at or above the key (the last point for keys above it), unhealthy backends skipped along the ring.</source>
        <translation>Varnish 7.1 vmod_directors shard()：每个后端 replicas × weight 个 SHA-256 点，取大于或等于键的第一个点（键大于最后一个点时取最后一个点），沿环跳过不健康的后端。</translation>
    </message>
    <message>
        <source>Points per unit of weight (reconfigure(replicas=…))</source>
        <translation>每单位权重的点数（reconfigure(replicas=…)）</translation>
    </message>
    <message>
        <source>Shard key: HASH (object digest of URL and Host, backend side), URL, KEY (vd.key(text)) or BLOB</source>
        <translation>分片键：HASH（URL 与 Host 的对象摘要，后端侧）、URL、KEY（vd.key(text)）或 BLOB</translation>
    </message>
    <message>
        <source>Host header hashed with the URL when by=HASH</source>
        <translation>by=HASH 时与 URL 一起做哈希的 Host 头</translation>
    </message>
    <message>
        <source>Take the alt-th alternative backend (0: the first)</source>
        <translation>取第 alt 个备选后端（0：第一个）</translation>
    </message>
    <message>
        <source>Health rule: CHOSEN, IGNORE or ALL</source>
        <translation>健康规则：CHOSEN、IGNORE 或 ALL</translation>
    </message>
    <message>
        <source>Share of requests sent to the next healthy backend (0 off, 1 always; between is random)</source>
        <translation>发往下一个健康后端的请求份额（0 为关闭，1 为总是；介于两者之间则随机）</translation>
    </message>
</context>
<context>
    <name>ringcore::VarnishSystem</name>
    <message>
        <source>option host: &quot;%1&quot; is not allowed in a VCL string; give printable text without spaces, quotes or backslashes</source>
        <translation>选项 host：VCL 字符串中不允许“%1”；请给出不含空格、引号或反斜杠的可打印文本</translation>
    </message>
    <message>
        <source>option warmup: %1 picks the backend at random; a live run takes 0 (off) or 1 (always the next healthy backend)</source>
        <translation>选项 warmup：%1 会随机选择后端；实测运行只接受 0（关闭）或 1（总是下一个健康的后端）</translation>
    </message>
</context>
<context>
    <name>ringcore::yamlsupport</name>
    <message>
        <source>%1 &quot;%2&quot; is not a whole number in %3-%4</source>
        <translation>%1“%2”不是 %3-%4 范围内的整数</translation>
    </message>
    <message>
        <source>(not a number)</source>
        <translation>（不是数字）</translation>
    </message>
    <message>
        <source>YAML error: %1</source>
        <translation>YAML 错误：%1</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep; not a proxy config</source>
        <translation>嵌套超过 %1 层；不是代理配置</translation>
    </message>
    <message>
        <source>this YAML file</source>
        <translation>此 YAML 文件</translation>
    </message>
</context>
<context>
    <name>ringcore::yamlsupport::StructureChecker</name>
    <message>
        <source>the alias here refers to the node that contains it (a cycle); RingLab does not read cyclic YAML</source>
        <translation>此处的别名引用了包含它的节点（循环）；RingLab 不读取循环的 YAML</translation>
    </message>
    <message>
        <source>more than %1 nodes once aliases are expanded (aliases of aliases multiply); not a proxy config</source>
        <translation>展开别名后超过 %1 个节点（别名的别名会成倍增加）；不是代理配置</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep; not a proxy config</source>
        <translation>嵌套超过 %1 层；不是代理配置</translation>
    </message>
    <message>
        <source>the YAML parser makes no progress at column %1 (a &apos;,&apos; outside [ ] or { }?); not a proxy config</source>
        <translation>YAML 解析器在第 %1 列无法继续（[ ] 或 { } 之外的 &apos;,&apos;？）；不是代理配置</translation>
    </message>
    <message>
        <source>more than %1 nodes; not a proxy config</source>
        <translation>超过 %1 个节点；不是代理配置</translation>
    </message>
</context>
<context>
    <name>ringlab-cli</name>
    <message>
        <source>Usage: ringlab-cli COMMAND [options]

RingLab&apos;s engine from the command line.

Commands:
</source>
        <translation>用法：ringlab-cli 命令 [选项]

命令行下的 RingLab 引擎。

命令：
</translation>
    </message>
    <message>
        <source>
Run &apos;ringlab-cli COMMAND --help&apos; for a command&apos;s options.
</source>
        <translation>
运行“ringlab-cli 命令 --help”查看该命令的选项。
</translation>
    </message>
    <message>
        <source>ringlab-cli: unknown command &quot;%1&quot;
</source>
        <translation>ringlab-cli：未知命令“%1”
</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;: this command takes options only (they start with --)</source>
        <translation>意外的参数“%1”：此命令只接受选项（以 -- 开头）</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;: this command takes at most %2</source>
        <translation>意外的参数“%1”：此命令最多接受 %2</translation>
    </message>
    <message>
        <source>Whole numbers are digits, plain or grouped by threes with commas or underscores (1000000, 1,000,000, 1_000_000); seeds also take 0x hex. Down lists: addresses, ports, #positions and ranges (127.0.0.1:9042, 9042, #3, 9040-9045, #7-#9).
</source>
        <translation>整数由数字组成，可直接书写，也可用逗号或下划线每三位分组（1000000、1,000,000、1_000_000）；种子还接受 0x 十六进制。下线列表：地址、端口、#位置和范围（127.0.0.1:9042、9042、#3、9040-9045、#7-#9）。
</translation>
    </message>
</context>
<context>
    <name>ringlab::cli</name>
    <message>
        <source>out of memory (ulimit -v, cgroup limit or free memory); try a smaller input</source>
        <translation>内存不足（ulimit -v、cgroup 限制或空闲内存）；请尝试更小的输入</translation>
    </message>
</context>
<context>
    <name>ringlab::cli::AdviseCommand</name>
    <message>
        <source>The proxy config to read.</source>
        <translation>要读取的代理配置。</translation>
    </message>
    <message>
        <source>Target: busiest server within 1+EPS of its share in 95% of rings (default 0.1).</source>
        <translation>目标：在 95% 的环中最忙服务器不超过其份额的 1+EPS 倍（默认 0.1）。</translation>
    </message>
    <message>
        <source>Rings held in memory, for the cost (feature combinations; default 1).</source>
        <translation>内存中保存的环数，用于计算代价（功能组合数；默认 1）。</translation>
    </message>
    <message>
        <source>Machine-readable output.</source>
        <translation>机器可读的输出。</translation>
    </message>
    <message>
        <source>The upstream/backend/cluster/rule to advise on.</source>
        <translation>要给出建议的 upstream/backend/cluster/规则。</translation>
    </message>
    <message>
        <source>Staged roll-out shares on the new ring, in percent (default 1,5,25,50,100).</source>
        <translation>分阶段上线时新环所占份额，单位为百分比（默认 1,5,25,50,100）。</translation>
    </message>
    <message>
        <source>Also compare FILE with OTHER: the fraction of keys that change server.</source>
        <translation>同时比较 FILE 与 OTHER：更换服务器的键所占比例。</translation>
    </message>
    <message>
        <source>Write the config with the fix applied to OUT.</source>
        <translation>将应用修复后的配置写入 OUT。</translation>
    </message>
    <message>
        <source>FILE: give exactly one config file</source>
        <translation>FILE：请只给出一个配置文件</translation>
    </message>
    <message>
        <source>--steps: &quot;%1&quot; must be increasing percentages in (0, 100]</source>
        <translation>--steps：“%1”必须是 (0, 100] 内递增的百分比</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>--compare: %1</source>
        <translation>--compare：%1</translation>
    </message>
    <message>
        <source>## Generalised remap: %1 → %2

%3 of the key space changes server (%4, %5).
</source>
        <translation>## 一般重映射：%1 → %2

%3 的键空间更换了服务器（%4，%5）。
</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>精确</translation>
    </message>
    <message>
        <source>estimated</source>
        <translation>估算</translation>
    </message>
    <message>
        <source>--write-patched: there is no fix to write</source>
        <translation>--write-patched：没有可写出的修复</translation>
    </message>
    <message>
        <source>choose the section to advise on with --section NAME</source>
        <translation>请用 --section NAME 选择要给出建议的段</translation>
    </message>
    <message>
        <source>--write-patched: %1</source>
        <translation>--write-patched：%1</translation>
    </message>
    <message>
        <source>Read a proxy config (%1) and print the fix, its cost and its roll-out wave</source>
        <translation>读取代理配置（%1），输出修复方案、其代价及上线迁移波次</translation>
    </message>
    <message>
        <source>%1 (default: detect).</source>
        <translation>%1（默认：自动检测）。</translation>
    </message>
    <message>
        <source>Hosts behind %1, which name none (default %2).</source>
        <translation>%1 后面的主机数（这类配置不列出主机；默认 %2）。</translation>
    </message>
    <message>
        <source>--format: &quot;%1&quot; is not one of %2</source>
        <translation>--format：“%1”不是 %2 之一</translation>
    </message>
    <message>
        <source>--hosts applies to %1 only; %2 is a %3 config (its servers are listed in it)</source>
        <translation>--hosts 仅适用于 %1；%2 是 %3 配置（其中已列出服务器）</translation>
    </message>
    <message>
        <source>Note: %1.</source>
        <translation>注意：%1。</translation>
    </message>
    <message>
        <source>--epsilon: &quot;%1&quot; is outside the allowed range %2-%3</source>
        <translation>--epsilon：“%1”超出允许范围 %2-%3</translation>
    </message>
</context>
<context>
    <name>ringlab::cli::CliServers</name>
    <message>
        <source>Algorithm: %1.</source>
        <translation>算法：%1。</translation>
    </message>
    <message>
        <source>Algorithm option name=value (repeatable).</source>
        <translation>算法选项 name=value（可重复）。</translation>
    </message>
    <message>
        <source>Key file, one key per line.</source>
        <translation>键文件，每行一个键。</translation>
    </message>
    <message>
        <source>Generate N keys /objects/&lt;16 hex&gt; (1-%1).</source>
        <translation>生成 N 个键 /objects/&lt;16 hex&gt;（1-%1）。</translation>
    </message>
    <message>
        <source>Seed for generated keys (default 1).</source>
        <translation>生成键的种子（默认 1）。</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>输出 JSON 而非文本。</translation>
    </message>
    <message>
        <source>--option: &quot;%1&quot; is not of the form name=value</source>
        <translation>--option：“%1”不是 name=value 形式</translation>
    </message>
    <message>
        <source>--algorithm is required; choose one of: %1</source>
        <translation>必须指定 --algorithm；请从以下选择：%1</translation>
    </message>
    <message>
        <source>--algorithm: unknown algorithm &quot;%1&quot;; choose one of: %2</source>
        <translation>--algorithm：未知算法“%1”；请从以下选择：%2</translation>
    </message>
    <message>
        <source>--servers is required (for example 127.0.0.1:9001-9100)</source>
        <translation>必须指定 --servers（例如 127.0.0.1:9001-9100）</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is outside the allowed range %3-%4 (whole numbers)</source>
        <translation>--%1：“%2”超出允许范围 %3-%4（整数）</translation>
    </message>
    <message>
        <source>--keys and --generate: give one of them, not both</source>
        <translation>--keys 与 --generate：只能给出其中一个</translation>
    </message>
    <message>
        <source>--keys: %1</source>
        <translation>--keys：%1</translation>
    </message>
    <message>
        <source>--keys: %1 holds no keys</source>
        <translation>--keys：%1 不含任何键</translation>
    </message>
    <message>
        <source>give the keys: --keys FILE or --generate N</source>
        <translation>请提供键：--keys 文件 或 --generate N</translation>
    </message>
    <message>
        <source>--%1: the list is empty</source>
        <translation>--%1：列表为空</translation>
    </message>
    <message>
        <source>Servers marked down: addresses, ports, #positions or ranges (127.0.0.1:9042, 9042, #3, 9040-9045, #7-#9).</source>
        <translation>标记为下线的服务器：地址、端口、#位置或范围（127.0.0.1:9042、9042、#3、9040-9045、#7-#9）。</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a whole number (allowed: %3-%4; digits, grouped by threes with commas or underscores if you like)</source>
        <translation>--%1：“%2”不是整数（允许：%3-%4；由数字组成，可按需用逗号或下划线每三位分组）</translation>
    </message>
    <message>
        <source>Servers: addresses, ranges (127.0.0.1:9001-9100) or a count; name=address gives a server its hash name.</source>
        <translation>服务器：地址、范围（127.0.0.1:9001-9100）或数量；name=address 为服务器指定哈希名。</translation>
    </message>
    <message>
        <source>Hash names, one per server in list order (cache-{1..100}.example:8080, - for none): the name a system hashes instead of the address (nginx server text, Envoy hostname, Varnish ident, …). Also written name=address in --servers.</source>
        <translation>哈希名，按列表顺序每台服务器一个（cache-{1..100}.example:8080，- 表示无）：系统代替地址进行哈希的名称（nginx 的 server 文本、Envoy 的 hostname、Varnish 的 ident 等）。也可在 --servers 中写成 name=address。</translation>
    </message>
    <message>
        <source>One weight for all servers (5), one per server (1,2,3), or a weight for all with exceptions by address or port (*:1,9002:5).</source>
        <translation>一个权重用于所有服务器（5），每台服务器一个（1,2,3），或一个统一权重加按地址或端口的例外（*:1,9002:5）。</translation>
    </message>
    <message>
        <source>--weights: %1 takes no weights (every server counts once); leave --weights out</source>
        <translation>--weights：%1 不使用权重（每台服务器计一次）；请去掉 --weights</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a number in %3 (decimal or 0x hex)</source>
        <translation>--%1：“%2”不是 %3 内的数（十进制或 0x 十六进制）</translation>
    </message>
</context>
<context>
    <name>ringlab::cli::CompareCommand</name>
    <message>
        <source>The seed&apos;s results table (nginx, HAProxy, Envoy, Maglev, …) and a removal table.</source>
        <translation>原始文章的结果表（nginx、HAProxy、Envoy、Maglev 等）及移除表。</translation>
    </message>
    <message>
        <source>Number of generated keys (default 1,000,000).</source>
        <translation>生成键的数量（默认 1,000,000）。</translation>
    </message>
    <message>
        <source>Seed for the generated keys (default 1).</source>
        <translation>生成键的种子（默认 1）。</translation>
    </message>
    <message>
        <source>Keys resent for the removal table: the first N (default 200,000).</source>
        <translation>移除表中重新发送的键：前 N 个（默认 200,000）。</translation>
    </message>
    <message>
        <source>--remove: name exactly one server (got %1)</source>
        <translation>--remove：只能指定一台服务器（实际为 %1）</translation>
    </message>
    <message>
        <source>Proxy and setting</source>
        <translation>代理与设置</translation>
    </message>
    <message>
        <source>Points/server</source>
        <translation>点数/服务器</translation>
    </message>
    <message>
        <source>Busiest</source>
        <translation>最忙</translation>
    </message>
    <message>
        <source>Quietest</source>
        <translation>最闲</translation>
    </message>
    <message>
        <source>CV</source>
        <translation>CV</translation>
    </message>
    <message>
        <source>exact: busiest, CV</source>
        <translation>精确：最忙，CV</translation>
    </message>
    <message>
        <source>
Key noise alone adds a CV of about %1% (1/sqrt(keys per server)).
</source>
        <translation>
仅键的随机噪声就会带来约 %1% 的 CV（1/sqrt(每台服务器的键数)）。
</translation>
    </message>
    <message>
        <source>
Removing %1 (first %2 keys)

</source>
        <translation>
移除 %1（前 %2 个键）

</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Keys on removed</source>
        <translation>被移除服务器上的键</translation>
    </message>
    <message>
        <source>Servers took them</source>
        <translation>接收它们的服务器</translation>
    </message>
    <message>
        <source>Largest share</source>
        <translation>最大份额</translation>
    </message>
    <message>
        <source>Other keys moved</source>
        <translation>其他被迁移的键</translation>
    </message>
    <message>
        <source>Add request columns: replay MODEL (zipf:S with S above 0 up to 10, or uniform) over the --keys keys through each setting with an LRU per server.</source>
        <translation>添加请求列：在 --keys 个键上按 MODEL（zipf:S，S 大于 0 且不超过 10；或 uniform）重放请求，经过每种设置，每台服务器配一个 LRU。</translation>
    </message>
    <message>
        <source>Requests replayed per setting with --traffic (1-1,000,000,000; default 1,000,000).</source>
        <translation>使用 --traffic 时每种设置重放的请求数（1-1,000,000,000；默认 1,000,000）。</translation>
    </message>
    <message>
        <source>LRU objects per server with --traffic (1-%1; default 10,000).</source>
        <translation>使用 --traffic 时每台服务器的 LRU 对象数（1-%1；默认 10,000）。</translation>
    </message>
    <message>
        <source>--traffic: &quot;%1&quot; is not zipf:S (S above 0, up to %2) or uniform</source>
        <translation>--traffic：“%1”既不是 zipf:S（S 大于 0，最大 %2）也不是 uniform</translation>
    </message>
    <message>
        <source>--keys: at most %1 with --traffic (the key universe)</source>
        <translation>--keys：与 --traffic 同用时最多 %1（键全集）</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>
Requests: %1 over %2 keys, %3 requests, an LRU of %4 objects per server

</source>
        <translation>
请求：%1，%2 个键，%3 个请求，每台服务器的 LRU 容量为 %4 个对象

</translation>
    </message>
    <message>
        <source>uniform</source>
        <translation>均匀</translation>
    </message>
    <message>
        <source>By keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>By requests</source>
        <translation>按请求</translation>
    </message>
    <message>
        <source>Hot-key floor</source>
        <translation>热键下限</translation>
    </message>
    <message>
        <source>Hit ratio</source>
        <translation>命中率</translation>
    </message>
    <message>
        <source>Server removed for the removal table, or none (default 127.0.0.1:9042, else the middle server of the list).</source>
        <translation>移除表中移除的服务器，或 none（默认 127.0.0.1:9042，否则为列表中间的服务器）。</translation>
    </message>
    <message numerus="yes">
        <source>Results (%Ln backend(s), %1 keys)

</source>
        <translation>
            <numerusform>结果（%Ln 个后端，%1 个键）

</numerusform>
        </translation>
    </message>
    <message>
        <source>
Points/server: %1.
</source>
        <translation>
每台服务器的点数：%1。
</translation>
    </message>
    <message>
        <source>Servers (default %1).</source>
        <translation>服务器（默认 %1）。</translation>
    </message>
</context>
<context>
    <name>ringlab::cli::FigureCommand</name>
    <message>
        <source>the figure renderer %1 was not found (build the ringlab-figure target, or set RINGLAB_FIGURE)</source>
        <translation>未找到图表渲染程序 %1（请构建 ringlab-figure 目标，或设置 RINGLAB_FIGURE）</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>%1 crashed</source>
        <translation>%1 崩溃了</translation>
    </message>
    <message>
        <source>Render figures (%1) to PNG/SVG/PDF and tidy CSV/JSON, at a printed size (e.g. --size 3.5x2.45in) and any DPI</source>
        <translation>将图表（%1）渲染为 PNG/SVG/PDF 以及整洁的 CSV/JSON，可指定印刷尺寸（例如 --size 3.5x2.45in）和任意 DPI</translation>
    </message>
</context>
<context>
    <name>ringlab::cli::MeasureCommand</name>
    <message>
        <source>Seed variant: %1.</source>
        <translation>原始文章中的变体：%1。</translation>
    </message>
    <message>
        <source>Key generator seed (default 1).</source>
        <translation>键生成器的种子（默认 1）。</translation>
    </message>
    <message>
        <source>Send the keys of this file (one request path per line) instead.</source>
        <translation>改为发送该文件中的键（每行一个请求路径）。</translation>
    </message>
    <message>
        <source>Load engine: qnam (default) or raw (pipelined HTTP/1.1).</source>
        <translation>负载引擎：qnam（默认）或 raw（流水线 HTTP/1.1）。</translation>
    </message>
    <message>
        <source>If a port is busy, use the first free range instead of failing.</source>
        <translation>端口被占用时改用第一个空闲范围，而不是失败。</translation>
    </message>
    <message>
        <source>Keep the private directory with configs and logs.</source>
        <translation>保留含配置和日志的私有目录。</translation>
    </message>
    <message>
        <source>No progress lines.</source>
        <translation>不输出进度行。</translation>
    </message>
    <message>
        <source>--proxy %1 does not match --variant %2</source>
        <translation>--proxy %1 与 --variant %2 不匹配</translation>
    </message>
    <message>
        <source>--engine: unknown value &quot;%1&quot; (allowed: qnam, raw)</source>
        <translation>--engine：未知值“%1”（允许：qnam、raw）</translation>
    </message>
    <message>
        <source>--out is required (directory for results.json and mapping.tsv)</source>
        <translation>必须指定 --out（results.json 和 mapping.tsv 的目录）</translation>
    </message>
    <message>
        <source>cannot install the signal handler</source>
        <translation>无法安装信号处理程序</translation>
    </message>
    <message>
        <source>%1 / %2 requests, %3 req/s</source>
        <translation>%1 / %2 个请求，%3 请求/秒</translation>
    </message>
    <message>
        <source>%1 (%2), %3 engine: %4 of %5 keys in %6 s, %7 req/s, latency p50 %8 µs p99 %9 µs</source>
        <translation>%1（%2），%3 引擎：%6 秒内 %4/%5 个键，%7 请求/秒，延迟 p50 %8 µs p99 %9 µs</translation>
    </message>
    <message>
        <source>VALID: every request 200 from a live backend, %1 rechecked keys stable</source>
        <translation>有效：每个请求都由在线后端返回 200，%1 个复查的键保持稳定</translation>
    </message>
    <message>
        <source>INVALID:</source>
        <translation>无效：</translation>
    </message>
    <message>
        <source>wrote %1/results.json and %1/%2</source>
        <translation>已写入 %1/results.json 和 %1/%2</translation>
    </message>
    <message>
        <source>interrupted by %1: stopping every process</source>
        <translation>被 %1 中断：正在停止所有进程</translation>
    </message>
    <message>
        <source>ringlab-cli received %1</source>
        <translation>ringlab-cli 收到了 %1</translation>
    </message>
    <message>
        <source>--key-file and --keys: give one of them (keys from a file, or N generated keys), not both</source>
        <translation>--key-file 和 --keys：请只给出其中之一（从文件读取键，或生成 N 个键），不要同时给出</translation>
    </message>
    <message>
        <source>--key-file and --seed: the seed applies to generated keys only</source>
        <translation>--key-file 和 --seed：种子只适用于生成的键</translation>
    </message>
    <message>
        <source>--pipeline applies to the raw engine only (the qnam engine sends one request per connection at a time); add --engine raw or drop --pipeline</source>
        <translation>--pipeline 只适用于 raw 引擎（qnam 引擎每个连接一次只发送一个请求）；请添加 --engine raw 或去掉 --pipeline</translation>
    </message>
    <message>
        <source>%1:%2: the key &quot;%3&quot; would be sent by the qnam engine as &quot;%4&quot; (Qt normalises paths: &quot;..&quot;, &quot;.&quot;, &quot;//&quot;, &quot;#&quot;, %-escapes of plain characters); use --engine raw, which sends every key byte for byte</source>
        <translation>%1:%2：键“%3”会被 qnam 引擎发送为“%4”（Qt 会规范化路径：“..”、“.”、“//”、“#”以及普通字符的 %-转义）；请使用 --engine raw，它会逐字节发送每个键</translation>
    </message>
    <message>
        <source>--key-file: %1</source>
        <translation>--key-file：%1</translation>
    </message>
    <message>
        <source>FAILED: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>Run keys through a real %1 and record the backend of every key</source>
        <translation>让键通过真实的 %1，并记录每个键的后端</translation>
    </message>
    <message>
        <source>Proxy under test: %1.</source>
        <translation>被测代理：%1。</translation>
    </message>
    <message>
        <source>Weights: one per backend, or one for all (%1).</source>
        <translation>权重：每个后端一个，或一个用于全部（%1）。</translation>
    </message>
    <message>
        <source>Backends marked down: ports, addresses, #positions or ranges (9042, #3, 9040-9045, #7-#9).</source>
        <translation>标记为下线的后端：端口、地址、#位置或范围（9042、#3、9040-9045、#7-#9）。</translation>
    </message>
    <message>
        <source>%1 binary (default: %1 on PATH).</source>
        <translation>%1 可执行文件（默认：PATH 中的 %1）。</translation>
    </message>
    <message>
        <source>Print the results (the content of results.json) as JSON instead of the text summary.</source>
        <translation>以 JSON 格式输出结果（results.json 的内容），而不是文本摘要。</translation>
    </message>
    <message>
        <source>--proxy: unknown value &quot;%1&quot; (allowed: %2)</source>
        <translation>--proxy：未知值“%1”（允许：%2）</translation>
    </message>
    <message>
        <source>--proxy is required (%1), or give --variant</source>
        <translation>必须指定 --proxy（%1），或给出 --variant</translation>
    </message>
    <message>
        <source>--engine chooses between the HTTP engines; %1 speaks %2 and is loaded by the %2 engine (drop --engine)</source>
        <translation>--engine 用于在 HTTP 引擎之间选择；%1 使用 %2 协议，由 %2 引擎施加负载（请去掉 --engine）</translation>
    </message>
    <message>
        <source>%1:%2: the key &quot;%3&quot; cannot be sent to %4: %5</source>
        <translation>%1:%2：键“%3”无法发送到 %4：%5</translation>
    </message>
    <message>
        <source>VALID: every request answered by a live backend, %1 rechecked keys stable</source>
        <translation>有效：每个请求都由在线后端应答，%1 个复查的键保持稳定</translation>
    </message>
    <message>
        <source>Send traffic instead of distinct keys: uniform, zipf:S (Zipf exponent S) or log:FILE (an nginx combined, HAProxy httplog or one-path-per-line access log), in order, repeated keys and all.</source>
        <translation>改为发送流量而非互不相同的键：uniform、zipf:S（Zipf 指数 S）或 log:FILE（nginx combined、HAProxy httplog 或每行一个路径的访问日志），按原顺序发送，包括重复的键。</translation>
    </message>
    <message>
        <source>--traffic and --%1: give one of them (traffic sends the requests of a model or a log, --keys and --key-file send distinct keys)</source>
        <translation>--traffic 和 --%1：请只给出其中之一（traffic 发送模型或日志中的请求，--keys 和 --key-file 发送互不相同的键）</translation>
    </message>
    <message>
        <source>--traffic log:FILE sends every request of the log: --requests and --universe apply to uniform and zipf:S only</source>
        <translation>--traffic log:FILE 会发送日志中的每个请求：--requests 和 --universe 只适用于 uniform 和 zipf:S</translation>
    </message>
    <message>
        <source>--traffic log:FILE and --seed: the seed applies to generated traffic only</source>
        <translation>--traffic log:FILE 和 --seed：种子只适用于生成的流量</translation>
    </message>
    <message>
        <source>--requests and --universe apply to --traffic uniform|zipf:S; add --traffic or drop them</source>
        <translation>--requests 和 --universe 适用于 --traffic uniform|zipf:S；请添加 --traffic 或去掉它们</translation>
    </message>
    <message>
        <source>--requests: %1 is out of range (allowed: %2-%3)</source>
        <translation>--requests：%1 超出范围（允许：%2-%3）</translation>
    </message>
    <message>
        <source>--universe: %1 is out of range (allowed: %2-%3)</source>
        <translation>--universe：%1 超出范围（允许：%2-%3）</translation>
    </message>
    <message>
        <source>--option: &quot;%1&quot; is not NAME=VALUE</source>
        <translation>--option：“%1”不是 NAME=VALUE 格式</translation>
    </message>
    <message>
        <source>--option %1 is given twice</source>
        <translation>--option %1 被给出了两次</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>--weights: %1 takes no weights (every backend counts once); leave --weights out</source>
        <translation>--weights：%1 不使用权重（每个后端计一次）；请去掉 --weights</translation>
    </message>
    <message>
        <source>%1 takes no weights</source>
        <translation>%1 不使用权重</translation>
    </message>
    <message>
        <source>%1 take no weights</source>
        <translation>%1 不使用权重</translation>
    </message>
    <message>
        <source>Number of generated keys /objects/&lt;16 hex&gt; (default %1).</source>
        <translation>生成键 /objects/&lt;16 hex&gt; 的数量（默认 %1）。</translation>
    </message>
    <message>
        <source>--traffic uniform|zipf:S: requests to send, %1-%2 (default %3).</source>
        <translation>--traffic uniform|zipf:S：要发送的请求数，%1-%2（默认 %3）。</translation>
    </message>
    <message>
        <source>--traffic uniform|zipf:S: keys to draw from, %1-%2 (default %3).</source>
        <translation>--traffic uniform|zipf:S：从中抽取的键数，%1-%2（默认 %3）。</translation>
    </message>
    <message>
        <source>HTTP backends hold every answer this many ms first, as a cache fetching from its origin does, so a request spends its time where the proxy counts it in flight (HAProxy&apos;s hash-balance-factor), %1-%2 (default %3).</source>
        <translation>HTTP 后端在应答前先等待这么多毫秒，就像缓存从源站取数据那样，使请求把时间花在代理将其计为在途的地方（HAProxy 的 hash-balance-factor），%1-%2（默认 %3）。</translation>
    </message>
    <message>
        <source>Keys sent a second time to check stability (default %1).</source>
        <translation>为检查稳定性而再次发送的键数（默认 %1）。</translation>
    </message>
    <message>
        <source>A request unanswered after this many ms is an error, %1-%2 (default %3).</source>
        <translation>请求在这么多毫秒后仍无应答即视为错误，%1-%2（默认 %3）。</translation>
    </message>
    <message>
        <source>Stop the run as failed when nothing was answered for this many ms, %1-%2 (default %3).</source>
        <translation>在这么多毫秒内没有任何应答时，将运行作为失败停止，%1-%2（默认 %3）。</translation>
    </message>
    <message>
        <source>Directory for results.json and mapping.tsv (required): new or empty, or the folder of an earlier run. An earlier run is replaced only by a complete one: the new run writes into DIR.new-XXXXXX beside it and takes DIR&apos;s place when it completes; a run that is cancelled, fails or is killed leaves DIR as it was and stays in that folder. A folder holding other files is refused.</source>
        <translation>results.json 和 mapping.tsv 所在的目录（必需）：新的或空的目录，或较早一次运行的文件夹。较早的运行只会被完整的运行取代：新的运行写入其旁边的 DIR.new-XXXXXX，完成后取代 DIR；被取消、失败或被终止的运行会让 DIR 保持原样，并留在那个文件夹中。包含其他文件的文件夹会被拒绝。</translation>
    </message>
    <message>
        <source>Ring option of the system, NAME=VALUE, repeatable; written into its config and given to the port that predicts it (%1). HAProxy&apos;s hash-balance-factor is the proxy&apos;s own; twemproxy&apos;s distribution picks the port (modula: twemproxy-modula).</source>
        <translation>系统的环选项，NAME=VALUE，可重复；写入其配置，并传给预测它的移植实现（%1）。HAProxy 的 hash-balance-factor 属于代理自身；twemproxy 的 distribution 决定使用哪个移植实现（modula：twemproxy-modula）。</translation>
    </message>
    <message>
        <source>First backend port on 127.0.0.1 (default %1).</source>
        <translation>127.0.0.1 上的首个后端端口（默认 %1）。</translation>
    </message>
    <message>
        <source>Number of backends, %1-%2 (default %3).</source>
        <translation>后端数量，%1-%2（默认 %3）。</translation>
    </message>
    <message>
        <source>Requests (qnam) or connections (raw, memcached; sockets for DNS) in flight, %1-%2 (default %3).</source>
        <translation>在途请求数（qnam）或连接数（raw、memcached；DNS 为套接字数），%1-%2（默认 %3）。</translation>
    </message>
    <message>
        <source>Raw, memcached and DNS engines: requests in flight per connection or socket, %1-%2 (default %3).</source>
        <translation>raw、memcached 和 DNS 引擎：每个连接或套接字的在途请求数，%1-%2（默认 %3）。</translation>
    </message>
</context>
<context>
    <name>ringlab::cli::MergeCommand</name>
    <message>
        <source>Merge simulation shards into one table</source>
        <translation>将模拟分片合并为一张表</translation>
    </message>
    <message>
        <source>Per-ring result files from simulate --shard.</source>
        <translation>simulate --shard 生成的每环结果文件。</translation>
    </message>
    <message>
        <source>Machine-readable output.</source>
        <translation>机器可读的输出。</translation>
    </message>
    <message>
        <source>Also write the merged per-ring results to FILE.</source>
        <translation>同时将合并后的每环结果写入 FILE。</translation>
    </message>
    <message>
        <source>FILE: give at least one file written by ringlab-cli simulate --shard</source>
        <translation>FILE：请至少给出一个由 ringlab-cli simulate --shard 写出的文件</translation>
    </message>
    <message>
        <source>FILE: %1: %2</source>
        <translation>FILE：%1：%2</translation>
    </message>
    <message>
        <source>FILE: %1</source>
        <translation>FILE：%1</translation>
    </message>
    <message>
        <source>Merge even when rings are missing (a shard not given); the output says which.</source>
        <translation>即使缺少环（未给出某个分片）也进行合并；输出会说明缺少哪些。</translation>
    </message>
    <message>
        <source>FILE: %1 holds %2 settings but %3 holds %4; shards of one sweep hold the same settings</source>
        <translation>FILE：%1 含有 %2 个设置，但 %3 含有 %4 个；同一次扫描的各分片应含有相同的设置</translation>
    </message>
    <message>
        <source>FILE: %1 differs from %2 in %3; shards of one sweep must share every setting</source>
        <translation>FILE：%1 与 %2 在 %3 上不同；同一次扫描的各分片必须共享所有设置</translation>
    </message>
    <message>
        <source>%1 points, %2 servers: %3 of %4 rings (missing %5)</source>
        <translation>%1 个点，%2 台服务器：%3/%4 个环（缺少 %5）</translation>
    </message>
    <message>
        <source>FILE: rings are missing (a shard not given?): %1; give every shard, or --partial to merge what is there</source>
        <translation>FILE：缺少环（未给出某个分片？）：%1；请给出所有分片，或用 --partial 合并已有部分</translation>
    </message>
    <message>
        <source>--out: %1</source>
        <translation>--out：%1</translation>
    </message>
    <message>
        <source>PARTIAL (--partial): %1</source>
        <translation>部分合并（--partial）：%1</translation>
    </message>
    <message>
        <source>%1 (%2, not %3)</source>
        <translation>%1（%2，而非 %3）</translation>
    </message>
    <message>
        <source>all 1</source>
        <translation>全部为 1</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
</context>
<context>
    <name>ringlab::cli::PredictCommand</name>
    <message>
        <source>Check a measured run (measure --out DIR) key by key against the ports</source>
        <translation>将一次测量运行（measure --out DIR）逐键与移植实现核对</translation>
    </message>
    <message>
        <source>Run directory.</source>
        <translation>运行目录。</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>以 JSON 输出结果。</translation>
    </message>
    <message>
        <source>Mismatches to list (default 20).</source>
        <translation>要列出的不匹配项数（默认 20）。</translation>
    </message>
    <message>
        <source>expected one run directory (DIR), got %1 arguments</source>
        <translation>应为一个运行目录（DIR），实际得到 %1 个参数</translation>
    </message>
    <message>
        <source>%1 port: %2 of %3 keys agree (%4%), %5 mismatched, %6 without a usable answer</source>
        <translation>%1 移植实现：%3 个键中 %2 个一致（%4%），%5 个不匹配，%6 个无可用响应</translation>
    </message>
    <message>
        <source>the run is INVALID: %1</source>
        <translation>该运行无效：%1</translation>
    </message>
    <message>
        <source>%1 of the %2 mismatched keys went exactly where skipping their expected backend sends them</source>
        <translation>%2 个不匹配的键中有 %1 个恰好去了跳过其预期后端后应去的位置</translation>
    </message>
    <message>
        <source>measured %1, predicted %2%3</source>
        <translation>实测 %1，预测 %2%3</translation>
    </message>
    <message>
        <source> (skipped backend)</source>
        <translation>（跳过的后端）</translation>
    </message>
    <message>
        <source>line %1 of the mapping was cut mid-write (crash or full disk) and was ignored</source>
        <translation>映射文件的第 %1 行在写入中途被截断（崩溃或磁盘已满），已忽略</translation>
    </message>
    <message>
        <source>CHECK FAILED: %1</source>
        <translation>检查失败：%1</translation>
    </message>
    <message>
        <source>the mapping and results.json do not match; no agreement is reported</source>
        <translation>映射文件与 results.json 不匹配；不报告一致性</translation>
    </message>
    <message>
        <source>%1 keys reached the proxy as another path (rewritten on the way); they were checked with the path the proxy received</source>
        <translation>%1 个键以另一路径到达代理（途中被改写）；已用代理收到的路径进行检查</translation>
    </message>
    <message>
        <source>this run bounds loads (HAProxy hash-balance-factor): a request goes to the ring&apos;s first choice only while that server is not too busy, so the %1 mismatches are requests spilled by the load in flight, not errors of the port; the run&apos;s traffic check compares them with ringcore&apos;s simulation of the rule</source>
        <translation>此运行使用有界负载（HAProxy hash-balance-factor）：只有当环的首选服务器不太忙时请求才会发往它，因此这 %1 个不匹配是在途负载导致溢出的请求，而非移植实现的错误；该运行的流量检查会将它们与 ringcore 对该规则的模拟进行比较</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
</context>
<context>
    <name>ringlab::cli::RemapCommand</name>
    <message>
        <source>Where a removed server&apos;s keys go (or compare two run directories).</source>
        <translation>被移除服务器的键去向何处（或比较两个运行目录）。</translation>
    </message>
    <message>
        <source>Servers to remove: addresses, ports or #positions.</source>
        <translation>要移除的服务器：地址、端口或 #位置。</translation>
    </message>
    <message>
        <source>Route keys even where an exact computation exists.</source>
        <translation>即使存在精确计算，也逐键路由。</translation>
    </message>
    <message>
        <source>Two run directories (normal, down) to compare.</source>
        <translation>要比较的两个运行目录（正常、下线）。</translation>
    </message>
    <message>
        <source>run directories: give exactly two (DIR_NORMAL DIR_DOWN) and no --algorithm, or use --algorithm with --remove</source>
        <translation>运行目录：请正好给出两个（DIR_NORMAL DIR_DOWN）且不带 --algorithm，或将 --algorithm 与 --remove 一起使用</translation>
    </message>
    <message>
        <source>give --remove LIST or --add ADDRESS</source>
        <translation>请给出 --remove 列表 或 --add 地址</translation>
    </message>
    <message>
        <source>--remove: %1 is already down</source>
        <translation>--remove：%1 已经下线</translation>
    </message>
    <message>
        <source>%1, removing %2 (%3)
</source>
        <translation>%1，移除 %2（%3）
</translation>
    </message>
    <message>
        <source>%1 servers</source>
        <translation>%1 台服务器</translation>
    </message>
    <message>
        <source>exact over the hash space, %1</source>
        <translation>在整个哈希空间上精确计算，%1</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>%1 个键</translation>
    </message>
    <message>
        <source>Share on the removed server(s): %1%
</source>
        <translation>被移除服务器上的份额：%1%
</translation>
    </message>
    <message>
        <source>Share that moved between surviving servers: %1%
</source>
        <translation>在剩余服务器之间迁移的份额：%1%
</translation>
    </message>
    <message>
        <source>Keys on the removed server(s): %1
</source>
        <translation>被移除服务器上的键：%1
</translation>
    </message>
    <message>
        <source>Other keys that moved: %1
</source>
        <translation>其他迁移的键：%1
</translation>
    </message>
    <message>
        <source>Servers that took them: %1
</source>
        <translation>接收它们的服务器：%1
</translation>
    </message>
    <message>
        <source>Largest share one server took: %1% (%2)
</source>
        <translation>单台服务器接收的最大份额：%1%（%2）
</translation>
    </message>
    <message>
        <source>--add: %1 is already in the server list</source>
        <translation>--add：%1 已在服务器列表中</translation>
    </message>
    <message>
        <source>%1, adding %2: %3% of keys moved (ideal %4%), %5% between the servers already there
</source>
        <translation>%1，添加 %2：%3% 的键发生迁移（理想值 %4%），其中 %5% 在已有服务器之间
</translation>
    </message>
    <message>
        <source>comparing two run directories needs the remap-runs command, which this build lacks</source>
        <translation>比较两个运行目录需要 remap-runs 命令，而此构建中没有该命令</translation>
    </message>
    <message>
        <source>Instead of removing, add this server: ADDRESS or ADDRESS=WEIGHT (127.0.0.1:9101=5).</source>
        <translation>不移除，而是添加此服务器：ADDRESS 或 ADDRESS=WEIGHT（127.0.0.1:9101=5）。</translation>
    </message>
    <message>
        <source>--add: &quot;%1&quot; is not one server address (host:port or [IPv6]:port)%2; give a weight as ADDRESS=WEIGHT, for example 127.0.0.1:9101=5</source>
        <translation>--add：“%1”不是单个服务器地址（host:port 或 [IPv6]:port）%2；如需指定权重，请写作 ADDRESS=WEIGHT，例如 127.0.0.1:9101=5</translation>
    </message>
</context>
<context>
    <name>ringlab::cli::RemapRunsCommand</name>
    <message>
        <source>Compare a normal live run with a run with servers down, measured and predicted</source>
        <translation>比较正常实测运行与有服务器下线的运行（实测与预测）</translation>
    </message>
    <message>
        <source>Run with every server up.</source>
        <translation>所有服务器在线的运行。</translation>
    </message>
    <message>
        <source>Run with servers marked down.</source>
        <translation>有服务器标记为下线的运行。</translation>
    </message>
    <message>
        <source>Print the result as JSON.</source>
        <translation>以 JSON 输出结果。</translation>
    </message>
    <message>
        <source>expected two run directories (DIR_NORMAL DIR_DOWN), got %1</source>
        <translation>应为两个运行目录（DIR_NORMAL DIR_DOWN），实际为 %1</translation>
    </message>
    <message>
        <source>removed: %1; keys answered in both runs: %2</source>
        <translation>已移除：%1；两次运行中都得到响应的键：%2</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>            keys on removed  receivers  largest share  other keys moved</source>
        <translation>            被移除上的键    接收者      最大份额        其他迁移的键</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>预测</translation>
    </message>
</context>
<context>
    <name>ringlab::cli::RouteCommand</name>
    <message>
        <source>Route keys (file, generated, or one raw hash): key, hash, server.</source>
        <translation>路由键（文件、生成或单个原始哈希）：键、哈希、服务器。</translation>
    </message>
    <message>
        <source>Route one raw hash (decimal or 0x hex) instead of keys.</source>
        <translation>路由单个原始哈希（十进制或 0x 十六进制）而非键。</translation>
    </message>
    <message>
        <source>give exactly one of --keys FILE, --generate N or --hash H</source>
        <translation>请只给出 --keys 文件、--generate N 或 --hash H 之一</translation>
    </message>
    <message>
        <source>--hash: %1 is outside %2&apos;s %3-bit hash space 0-%4</source>
        <translation>--hash：%1 超出 %2 的 %3 位哈希空间 0-%4</translation>
    </message>
    <message>
        <source>--keys: %1 holds no keys</source>
        <translation>--keys：%1 不含任何键</translation>
    </message>
</context>
<context>
    <name>ringlab::cli::SharesCommand</name>
    <message>
        <source>Each server&apos;s exact share of the hash space, busiest/quietest/CV.</source>
        <translation>每台服务器在哈希空间中的精确份额，以及最忙/最闲/CV。</translation>
    </message>
    <message>
        <source>address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>share</source>
        <translation>份额</translation>
    </message>
    <message>
        <source>  down</source>
        <translation>  下线</translation>
    </message>
    <message>
        <source>× fair</source>
        <translation>× 公平</translation>
    </message>
    <message>
        <source>busiest %1 (%2), quietest %3 (%4), CV %5
</source>
        <translation>最忙 %1（%2），最闲 %3（%4），CV %5
</translation>
    </message>
    <message numerus="yes">
        <source>%1 over %n server(s): %2 points, %3 bytes
</source>
        <translation>
            <numerusform>%1，%n 台服务器：%2 个点，%3 字节
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::cli::SimulateCommand</name>
    <message>
        <source>Simulate ideal rings: spread, busiest, removal, collisions</source>
        <translation>模拟理想环：分布、最忙服务器、移除、碰撞</translation>
    </message>
    <message>
        <source>Lookup rule: next or nearest (default next).</source>
        <translation>查找规则：next 或 nearest（默认 next）。</translation>
    </message>
    <message>
        <source>Hash space: ideal, 32 or 64 (default ideal).</source>
        <translation>哈希空间：ideal、32 或 64（默认 ideal）。</translation>
    </message>
    <message>
        <source>auto, explicit (place every point) or exact (Dirichlet shares).</source>
        <translation>auto、explicit（放置每个点）或 exact（Dirichlet 份额）。</translation>
    </message>
    <message>
        <source>Run only shard I of N (1-based, e.g. 2/8); writes per-ring results.</source>
        <translation>只运行 N 个分片中的第 I 个（从 1 开始，如 2/8）；写出每环结果。</translation>
    </message>
    <message>
        <source>Write per-ring results to FILE (for ringlab-cli merge).</source>
        <translation>将每环结果写入 FILE（供 ringlab-cli merge 使用）。</translation>
    </message>
    <message>
        <source>Also remove one server per ring: receivers and largest catcher.</source>
        <translation>同时在每个环中移除一台服务器：统计接收者和最大接收者。</translation>
    </message>
    <message>
        <source>Inverse question: fewest points keeping the busiest within 1+EPS in 95% of rings (EPS 0.001-10).</source>
        <translation>反向问题：使 95% 的环中最忙服务器不超过 1+EPS 的最少点数（EPS 0.001-10）。</translation>
    </message>
    <message>
        <source>Worker threads (0 = all cores, up to 256; default 0).</source>
        <translation>工作线程数（0 = 全部核心，最多 256；默认 0）。</translation>
    </message>
    <message>
        <source>Machine-readable output.</source>
        <translation>机器可读的输出。</translation>
    </message>
    <message>
        <source>--rule: &quot;%1&quot; is not allowed; choose next or nearest</source>
        <translation>--rule：不允许“%1”；请选择 next 或 nearest</translation>
    </message>
    <message>
        <source>--space: &quot;%1&quot; is not allowed; choose ideal, 32 or 64</source>
        <translation>--space：不允许“%1”；请选择 ideal、32 或 64</translation>
    </message>
    <message>
        <source>--path: &quot;%1&quot; is not allowed; choose auto, explicit or exact</source>
        <translation>--path：不允许“%1”；请选择 auto、explicit 或 exact</translation>
    </message>
    <message>
        <source>--weights: %1 weights given for %2 servers; give exactly one per server</source>
        <translation>--weights：为 %2 台服务器给出了 %1 个权重；请每台服务器正好给一个</translation>
    </message>
    <message>
        <source>--shard: &quot;%1&quot; is not I/N with 1 &lt;= I &lt;= N &lt;= rings (%2)</source>
        <translation>--shard：“%1”不是满足 1 &lt;= I &lt;= N &lt;= rings（%2）的 I/N</translation>
    </message>
    <message>
        <source>Fewest points per server keeping the busiest of %1 servers within %2x in 95% of %3 rings (rule %4): %5 (busiest p95 %6x)
Rule of thumb 2 ln N / eps^2: %7
</source>
        <translation>使 %3 个环中 95% 的环里 %1 台服务器中最忙者不超过 %2x 的每服务器最少点数（规则 %4）：%5（最忙 p95 %6x）
经验法则 2 ln N / eps^2：%7
</translation>
    </message>
    <message>
        <source>32/64-bit spaces: which of the points on one value owns it: first (the server listed first, as nginx, pingora-ketama and HAProxy do; default) or random.</source>
        <translation>32/64 位空间：同一值上的哪个点拥有它：first（列在最前面的服务器，与 nginx、pingora-ketama 和 HAProxy 相同；默认）或 random。</translation>
    </message>
    <message>
        <source>--collisions: &quot;%1&quot; is not allowed; choose first or random</source>
        <translation>--collisions：不允许“%1”；请选择 first 或 random</translation>
    </message>
    <message>
        <source>--out: %1</source>
        <translation>--out：%1</translation>
    </message>
    <message>
        <source>--min-points: &quot;%1&quot; is not a number in the allowed range %2-%3</source>
        <translation>--min-points：“%1”不是允许范围 %2-%3 内的数字</translation>
    </message>
    <message>
        <source>Number of servers N (%1-%2; default %3).</source>
        <translation>服务器数 N（%1-%2；默认 %3）。</translation>
    </message>
    <message>
        <source>Points per server, comma-separated (each %1-%2; default %3).</source>
        <translation>每台服务器的点数，逗号分隔（每个 %1-%2；默认 %3）。</translation>
    </message>
    <message>
        <source>Weights, comma-separated, one per server (each %1-%2).</source>
        <translation>权重，逗号分隔，每台服务器一个（每个 %1-%2）。</translation>
    </message>
    <message>
        <source>Random rings per setting (%1-%2; default %3).</source>
        <translation>每种设置的随机环数（%1-%2；默认 %3）。</translation>
    </message>
    <message>
        <source>Base seed (%1; default 1).</source>
        <translation>基础种子（%1；默认 1）。</translation>
    </message>
</context>
<context>
    <name>ringlab::cli::TrafficCommand</name>
    <message>
        <source>Replay hot-key traffic through per-server LRU caches and scale events: requests, hit ratios, miss storms.</source>
        <translation>让热键流量经过每台服务器的 LRU 缓存和扩缩容事件进行重放：请求、命中率、未命中风暴。</translation>
    </message>
    <message>
        <source>Zipf exponent S (above 0, up to %1): key k of the universe is requested in proportion to 1/k^S. 0 is the uniform model.</source>
        <translation>Zipf 指数 S（大于 0，最大 %1）：键全集中第 k 个键的请求量与 1/k^S 成正比。0 即均匀模型。</translation>
    </message>
    <message>
        <source>Every key of the universe equally popular (as --zipf 0).</source>
        <translation>键全集中每个键的热度相同（同 --zipf 0）。</translation>
    </message>
    <message>
        <source>Seed of the keys and the draws (default 1).</source>
        <translation>键和抽样的种子（默认 1）。</translation>
    </message>
    <message>
        <source>Replay an access log instead: nginx combined, HAProxy&apos;s HTTP log or one path per line; read streaming.</source>
        <translation>改为重放访问日志：nginx combined、HAProxy 的 HTTP 日志或每行一个路径；以流式读取。</translation>
    </message>
    <message>
        <source>Also bound each cache in bytes (logs with sizes only; 0 = no byte bound).</source>
        <translation>同时按字节限制每个缓存（仅限含大小的日志；0 = 不按字节限制）。</translation>
    </message>
    <message>
        <source>Scale events: &quot;remove ADDRESS@P%,add ADDRESS[=WEIGHT]@P%&quot; (P above 0 and below 100, a share of the requests).</source>
        <translation>扩缩容事件：“remove ADDRESS@P%,add ADDRESS[=WEIGHT]@P%”（P 大于 0 且小于 100，表示请求的份额）。</translation>
    </message>
    <message>
        <source>Hit ratio over time in this many windows (2-%1; default 20).</source>
        <translation>命中率随时间变化的统计窗口数（2-%1；默认 20）。</translation>
    </message>
    <message>
        <source>No progress on stderr.</source>
        <translation>不在 stderr 上输出进度。</translation>
    </message>
    <message>
        <source>%1 / %2 requests</source>
        <translation>%1 / %2 个请求</translation>
    </message>
    <message>
        <source>interrupted by SIGINT after %1 of %2 requests: the figures above cover those</source>
        <translation>完成 %2 个请求中的 %1 个时被 SIGINT 中断：以上数据只涵盖这些请求</translation>
    </message>
    <message>
        <source>give one traffic model: --zipf S, --uniform or --log FILE</source>
        <translation>请给出一种流量模型：--zipf S、--uniform 或 --log FILE</translation>
    </message>
    <message>
        <source>--%1: a log replays its own requests; leave it out with --log</source>
        <translation>--%1：日志重放其自身的请求；使用 --log 时请省略此选项</translation>
    </message>
    <message>
        <source>--zipf: &quot;%1&quot; is not an exponent from 0 to %2</source>
        <translation>--zipf：“%1”不是 0 到 %2 之间的指数</translation>
    </message>
    <message>
        <source>uniform over %1 keys, %2 requests</source>
        <translation>均匀分布，%1 个键，%2 个请求</translation>
    </message>
    <message>
        <source>Zipf(%1) over %2 keys, %3 requests</source>
        <translation>Zipf(%1)，%2 个键，%3 个请求</translation>
    </message>
    <message>
        <source>log %1</source>
        <translation>日志 %1</translation>
    </message>
    <message>
        <source>%1, %2 servers, %3; LRU of %4 objects per server%5
</source>
        <translation>%1，%2 台服务器，%3；每台服务器的 LRU 容量为 %4 个对象%5
</translation>
    </message>
    <message>
        <source> and %1 bytes</source>
        <translation> 及 %1 字节</translation>
    </message>
    <message>
        <source>Requests %1, hits %2, misses %3: hit ratio %4%5
</source>
        <translation>请求 %1，命中 %2，未命中 %3：命中率 %4%5
</translation>
    </message>
    <message>
        <source> (%1 requests no server could take)</source>
        <translation> （%1 个请求无服务器可接收）</translation>
    </message>
    <message>
        <source>Log lines without a request URI, skipped: %1
</source>
        <translation>无请求 URI 的日志行（已跳过）：%1
</translation>
    </message>
    <message>
        <source>Busiest by keys %1x, busiest by requests %2x (of the mean, before any event)
</source>
        <translation>按键计最忙 %1x，按请求计最忙 %2x（相对均值，任何事件之前）
</translation>
    </message>
    <message>
        <source>Hot-key floor %1x: the hottest key (%2) draws %3 of the requests and cannot be split, so its server (%4) carries at least that, whatever the points or weights%5
</source>
        <translation>热键下限 %1x：最热的键（%2）占请求的 %3 且无法拆分，因此无论点数或权重如何，其服务器（%4）至少承担这么多%5
</translation>
    </message>
    <message>
        <source> (below 1x, so here the spread of the keys, not one key, sets the busiest)</source>
        <translation> （低于 1x，因此这里决定最忙服务器的是键的分布，而非单个键）</translation>
    </message>
    <message>
        <source>Bounded loads: keys placed once, hottest first, with the bound on keys; the bound on requests in flight is a live measurement.
</source>
        <translation>有界负载：按键数上限一次性放置键，最热的先放；针对在途请求的上限须靠实测得出。
</translation>
    </message>
    <message>
        <source>The log has more than %1 distinct keys: per-key figures cover the first ones.
</source>
        <translation>日志中不同的键超过 %1 个：按键统计的数据只涵盖前面这些键。
</translation>
    </message>
    <message>
        <source>Event %1 before request %2: %3 keys moved%4; miss storm %5 misses; hit ratio %6 before, lowest %7; %8
</source>
        <translation>事件 %1（第 %2 个请求之前）：%3 个键被迁移%4；未命中风暴 %5 次未命中；命中率事前 %6，最低 %7；%8
</translation>
    </message>
    <message>
        <source> (%1 of the requests)</source>
        <translation> （占请求的 %1）</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>back within %1 points after %2 requests</source>
        <translation>在 %2 个请求后回到 %1 个百分点以内</translation>
    </message>
    <message>
        <source>not back within %1 points before the next event or the end</source>
        <translation>在下一个事件或结束之前未回到 %1 个百分点以内</translation>
    </message>
    <message>
        <source>Keys in the universe U (1-%1; default %2): /objects/&lt;16 hex&gt; keys of --seed.</source>
        <translation>键全集中的键数 U（1-%1；默认 %2）：由 --seed 生成的 /objects/&lt;16 hex&gt; 键。</translation>
    </message>
    <message>
        <source>Requests to replay R (1-%1; default %2).</source>
        <translation>要重放的请求数 R（1-%1；默认 %2）。</translation>
    </message>
    <message>
        <source>LRU capacity per server in objects (1-%1; default %2).</source>
        <translation>每台服务器的 LRU 容量，以对象计（1-%1；默认 %2）。</translation>
    </message>
</context>
<context>
    <name>ringlab::figureoptions</name>
    <message>
        <source>Experiment file (default: the embedded default experiment).</source>
        <translation>实验文件（默认：内置的默认实验）。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Output folder (default: figures).</source>
        <translation>输出文件夹（默认：figures）。</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Comma-separated: png, svg, pdf, csv, json (default: all five).</source>
        <translation>以逗号分隔：png、svg、pdf、csv、json（默认：全部五种）。</translation>
    </message>
    <message>
        <source>list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>size</source>
        <translation>尺寸</translation>
    </message>
    <message>
        <source>Base font size in points, 5–36 (default: suited to the size, 8 pt for a column).</source>
        <translation>基础字号（pt），5–36（默认：根据尺寸而定，column 为 8 pt）。</translation>
    </message>
    <message>
        <source>pt</source>
        <translation>pt</translation>
    </message>
    <message>
        <source>PNG resolution, 36–1200 (default 300); the layout does not change with it.</source>
        <translation>PNG 分辨率，36–1200（默认 300）；布局不随之改变。</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Leave the title out (the article&apos;s caption carries it).</source>
        <translation>省略标题（由文章的图注承载）。</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>Live run folder (with results.json, as measure --out or the Live page writes it) for the live figure; all includes it when given.</source>
        <translation>用于 live 图表的实测运行文件夹（含 results.json，即 measure --out 或“实测运行”页面写出的文件夹）；给出时 all 也会包含该图表。</translation>
    </message>
    <message>
        <source>ring, spread, removal, compare, advisor, live (a saved live run, --run), traffic (the Traffic page&apos;s charts for the experiment&apos;s traffic settings), gallery (published figures reproduced, with captions) or all (every kind but traffic, and live only with --run)</source>
        <translation>ring、spread、removal、compare、advisor、live（已保存的实测运行，--run）、traffic（“流量”页面针对实验流量设置的图表）、gallery（复现的已发表图表，附图注）或 all（除 traffic 外的所有类型，live 仅在给出 --run 时包含）</translation>
    </message>
    <message>
        <source>Proxy config the advisor figure advises on (any format advise reads, detected from the file; default: an nginx upstream with the experiment&apos;s servers and hash $request_uri consistent).</source>
        <translation>advisor 图表所针对的代理配置（advise 能读取的任何格式，按文件内容识别；默认：包含实验中的服务器并使用 hash $request_uri consistent 的 nginx upstream）。</translation>
    </message>
    <message>
        <source>Servers in the spread sweep, %1 (default: the experiment&apos;s).</source>
        <translation>分布扫描中的服务器数，%1（默认：实验中的数量）。</translation>
    </message>
    <message>
        <source>Largest points per server in the sweep, %1 (default %2).</source>
        <translation>扫描中每台服务器的最大点数，%1（默认 %2）。</translation>
    </message>
    <message>
        <source>Printed size: WxH with in, mm, pt or px (px = 1/96 in), e.g. 7x4.5in, 89x60mm, 504x324pt, 672x432; or a preset: column (3.5x2.45in, 8 pt), double (7.2x4.5in, 9 pt), slide (13.33x7.5in, 18 pt), or a journal&apos;s: acm-column (3.33 in wide), acm-double (7 in), ieee-column (3.5 in), ieee-double (7.16 in), lncs (4.8 in), elsevier-single (90 mm), elsevier-1.5 (140 mm), elsevier-double (190 mm). Default: double.</source>
        <translation>印刷尺寸：宽x高，单位为 in、mm、pt 或 px（px = 1/96 in），例如 7x4.5in、89x60mm、504x324pt、672x432；或预设：column（3.5x2.45in，8 pt）、double（7.2x4.5in，9 pt）、slide（13.33x7.5in，18 pt），或期刊预设：acm-column（宽 3.33 in）、acm-double（7 in）、ieee-column（3.5 in）、ieee-double（7.16 in）、lncs（4.8 in）、elsevier-single（90 mm）、elsevier-1.5（140 mm）、elsevier-double（190 mm）。默认：double。</translation>
    </message>
    <message>
        <source>Draw every series (the Spread charts&apos; markers of every system) even where they do not fit the size; by default a figure that is too small for them shows the experiment&apos;s system and the ideal curves.</source>
        <translation>绘制每个系列（Spread 图表中每个系统的标记），即使尺寸放不下；默认情况下，尺寸太小的图表只显示实验的系统和理想曲线。</translation>
    </message>
    <message>
        <source>Rings per setting in the spread sweep, %1 (default %2).</source>
        <translation>分布扫描中每个设置的环数，%1（默认 %2）。</translation>
    </message>
</context>
<context>
    <name>ringlab::gui</name>
    <message>
        <source>--%1: &quot;%2&quot; is out of range (allowed %3–%4)</source>
        <translation>--%1：“%2”超出范围（允许 %3–%4）</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::AboutDialog</name>
    <message>
        <source>About RingLab</source>
        <translation>关于 RingLab</translation>
    </message>
    <message>
        <source>&lt;li&gt;%1: not found on PATH (live runs with it are unavailable)&lt;/li&gt;</source>
        <translation>&lt;li&gt;%1：未在 PATH 中找到（无法用它进行实测运行）&lt;/li&gt;</translation>
    </message>
    <message>
        <source>&lt;li&gt;%1: %2 — %3&lt;/li&gt;</source>
        <translation>&lt;li&gt;%1：%2 — %3&lt;/li&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;RingLab %1&lt;/h2&gt;&lt;p&gt;See, measure and explain how consistent hashing spreads keys over servers.&lt;/p&gt;&lt;p&gt;Built with Qt %2, running on Qt %3.&lt;/p&gt;&lt;p&gt;Proxies for live runs:&lt;/p&gt;&lt;ul&gt;%4&lt;/ul&gt;</source>
        <translation>&lt;h2&gt;RingLab %1&lt;/h2&gt;&lt;p&gt;观察、测量并解释一致性哈希如何把键分布到服务器上。&lt;/p&gt;&lt;p&gt;使用 Qt %2 构建，运行于 Qt %3。&lt;/p&gt;&lt;p&gt;实测运行所用的代理：&lt;/p&gt;&lt;ul&gt;%4&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>检查中…</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::AdvisorFigureKind</name>
    <message>
        <source>--config: %1</source>
        <translation>--config：%1</translation>
    </message>
    <message>
        <source>no config format offers an example config</source>
        <translation>没有任何配置格式提供示例配置</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::AdvisorPage</name>
    <message>
        <source>Detect</source>
        <translation>自动检测</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <source>Advise</source>
        <translation>给出建议</translation>
    </message>
    <message>
        <source>Export Markdown…</source>
        <translation>导出 Markdown…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>导出 PDF…</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>ε</source>
        <translation>ε</translation>
    </message>
    <message>
        <source>Istio pods</source>
        <translation>Istio Pod 数</translation>
    </message>
    <message>
        <source>Advisor</source>
        <translation>配置顾问</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>处理中…</translation>
    </message>
    <message>
        <source>Cannot advise: %1</source>
        <translation>无法给出建议：%1</translation>
    </message>
    <message>
        <source>No fix found</source>
        <translation>未找到修复方案</translation>
    </message>
    <message>
        <source>No change needed</source>
        <translation>无需更改</translation>
    </message>
    <message>
        <source>Load per server, busiest first (1.0 = fair share)</source>
        <translation>每台服务器的负载，最忙的在前（1.0 = 公平份额）</translation>
    </message>
    <message>
        <source>today</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>with the fix</source>
        <translation>修复后</translation>
    </message>
    <message>
        <source>1 + ε</source>
        <translation>1 + ε</translation>
    </message>
    <message>
        <source>server rank</source>
        <translation>服务器排名</translation>
    </message>
    <message>
        <source>share / fair share</source>
        <translation>份额 / 公平份额</translation>
    </message>
    <message>
        <source>There is no report to export yet</source>
        <translation>尚无可导出的报告</translation>
    </message>
    <message>
        <source>RingLab advice</source>
        <translation>RingLab 建议</translation>
    </message>
    <message>
        <source>Open a proxy config</source>
        <translation>打开代理配置</translation>
    </message>
    <message>
        <source>Configs (*.conf *.cfg *.yaml *.yml);;All files (*)</source>
        <translation>配置文件 (*.conf *.cfg *.yaml *.yml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>导出 PDF</translation>
    </message>
    <message>
        <source>Export Markdown</source>
        <translation>导出 Markdown</translation>
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
        <translation>已导出到 %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>The file has several sections; choose the one to advise on</source>
        <translation>文件有多个段；请选择要给出建议的段</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>段</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>choose another section with the Section list above the config</source>
        <translation>请用配置上方的“段”列表选择其他段</translation>
    </message>
    <message>
        <source>%1 refuses %2 %3 (%4): %5</source>
        <translation>%1 拒绝 %2 %3（%4）：%5</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>（未命名）</translation>
    </message>
    <message>
        <source>Target ε (0.01–2): the busiest server within 1+ε of its fair share in 95% of rings</source>
        <translation>目标 ε（0.01–2）：在 95% 的环中，最忙的服务器不超过其公平份额的 1+ε 倍</translation>
    </message>
    <message>
        <source>Pods behind an Istio DestinationRule (it names none); 1–100,000</source>
        <translation>Istio DestinationRule 后面的 Pod 数（规则中未列出）；1–100,000</translation>
    </message>
    <message>
        <source>The config&apos;s format: detected from its text, or %1</source>
        <translation>配置的格式：根据文本自动检测，或 %1</translation>
    </message>
    <message>
        <source>Paste %1 here, or open a file.</source>
        <translation>在此粘贴 %1，或打开文件。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 servers</source>
        <translation>%1 台服务器</translation>
    </message>
    <message>
        <source>ε = %1</source>
        <translation>ε = %1</translation>
    </message>
    <message>
        <source>%1; fix: %2</source>
        <translation>%1；修复方案：%2</translation>
    </message>
    <message>
        <source>%1 (RingLab&apos;s reader). %2 refuses it too: %3</source>
        <translation>%1（RingLab 的读取器）。%2 同样拒绝：%3</translation>
    </message>
    <message>
        <source>%1 (RingLab&apos;s reader; %2 accepts this section)</source>
        <translation>%1（RingLab 的读取器；%2 接受这一段）</translation>
    </message>
    <message>
        <source>%1 (RingLab&apos;s reader). %2</source>
        <translation>%1（RingLab 的读取器）。%2</translation>
    </message>
    <message>
        <source>No change needed today; for the next server change: %1</source>
        <translation>今天无需更改；下次服务器变更时：%1</translation>
    </message>
    <message>
        <source>Rings in memory</source>
        <translation>内存中的环数</translation>
    </message>
    <message>
        <source>Rings held in memory (one per feature combination), a multiplier of the cost; not the rings simulated for the spread; 1–1,000,000</source>
        <translation>内存中保存的环数（每种功能组合一个），作为开销的乘数；不是为估计分布而模拟的环数；1–1,000,000</translation>
    </message>
    <message>
        <source>No fix found: %1 (what to do instead: see “The fix” below)</source>
        <translation>未找到修正：%1（替代办法见下方“修复方案”一节）</translation>
    </message>
    <message>
        <source>it holds binary data (a zero byte at offset %1)</source>
        <translation>它含有二进制数据（偏移 %1 处有零字节）</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>它不是 UTF-8 文本</translation>
    </message>
    <message>
        <source>it holds binary data (control character %1 at character %2)</source>
        <translation>它含有二进制数据（第 %2 个字符处为控制字符 %1）</translation>
    </message>
    <message>
        <source>%1 was not opened: %2. The Advisor reads a proxy config, which is text.</source>
        <translation>未打开 %1：%2。配置顾问读取的是代理配置，即文本。</translation>
    </message>
    <message>
        <source>Replace the text?</source>
        <translation>替换文本？</translation>
    </message>
    <message>
        <source>Replace the text you pasted or edited with %1? Your text is not saved anywhere.</source>
        <translation>用 %1 替换你粘贴或编辑的文本？你的文本不会保存在任何地方。</translation>
    </message>
    <message>
        <source>%1 (if the mode is tcp: the text does not say; the report answers for mode http too)</source>
        <translation>%1（如果模式为 tcp：文本中没有说明；报告同时给出 mode http 下的答案）</translation>
    </message>
    <message>
        <source>With the fix this exact ring&apos;s busiest server is at %1, today&apos;s at %2: today&apos;s ring is a lucky draw (only %3 of rings of its size stay within %4). The fix is for the next server change: then %5 of rings stay within it.</source>
        <translation>采用修复方案后，这个确切的环上最忙的服务器在 %1，而今天在 %2：今天的环只是运气好（这种规模的环中只有 %3 保持在 %4 以内）。修复方案是为下次服务器变更准备的：届时将有 %5 的环保持在该范围以内。</translation>
    </message>
    <message>
        <source>with the fix (for the next server change)</source>
        <translation>采用修复方案（用于下次服务器变更）</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::BackendBarsView</name>
    <message numerus="yes">
        <source>Backends (%n), keys each; dashed: fair share</source>
        <translation>
            <numerusform>后端（%n 个）各自的键数；虚线：公平份额</numerusform>
        </translation>
    </message>
    <message>
        <source>Keys per backend in the live run</source>
        <translation>实测运行中每个后端的键数</translation>
    </message>
    <message>
        <source>Backend (1 = base port)</source>
        <translation>后端（1 = 起始端口）</translation>
    </message>
    <message>
        <source>Keys answered</source>
        <translation>已应答的键</translation>
    </message>
    <message>
        <source>Keys per backend</source>
        <translation>每个后端的键数</translation>
    </message>
    <message>
        <source>Busiest</source>
        <translation>最忙</translation>
    </message>
    <message>
        <source>Quietest</source>
        <translation>最闲</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下线</translation>
    </message>
    <message>
        <source>Keys answered (dashed: fair share %1)</source>
        <translation>已应答的键（虚线：公平份额 %1）</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::CompareChart</name>
    <message>
        <source>Load / fair share (measured with the keys)</source>
        <translation>负载 / 公平份额（用键实测）</translation>
    </message>
    <message>
        <source>Busiest server</source>
        <translation>最忙的服务器</translation>
    </message>
    <message>
        <source>Quietest server</source>
        <translation>最闲的服务器</translation>
    </message>
    <message>
        <source>1 + CV (spread)</source>
        <translation>1 + CV（分布）</translation>
    </message>
    <message>
        <source>Spread of every algorithm</source>
        <translation>所有算法的分布</translation>
    </message>
    <message>
        <source>Keys (%)</source>
        <translation>键（%）</translation>
    </message>
    <message>
        <source>Largest receiver&apos;s share of the removed server&apos;s keys</source>
        <translation>最大接收者在被移除服务器的键中所占份额</translation>
    </message>
    <message>
        <source>Other keys moved between surviving servers, share of all keys</source>
        <translation>在存活服务器之间迁移的其他键，占全部键的份额</translation>
    </message>
    <message>
        <source>Removal of %1: where its keys go</source>
        <translation>移除 %1：其键的去向</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::CompareFigureKind</name>
    <message>
        <source>compare table</source>
        <translation>比较表</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::ComparePage</name>
    <message>
        <source>Spread of every algorithm</source>
        <translation>所有算法的分布</translation>
    </message>
    <message>
        <source>Removal of one server</source>
        <translation>移除一台服务器</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>%1 servers, %2 keys (seed %3); removal: %4 with the first %5 keys</source>
        <translation>%1 台服务器，%2 个键（种子 %3）；移除：%4，使用前 %5 个键</translation>
    </message>
    <message>
        <source>Routing keys through every algorithm…</source>
        <translation>正在用所有算法路由键…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message numerus="yes">
        <source>%n setting(s) compared.</source>
        <translation>
            <numerusform>已比较 %n 个设置。</numerusform>
        </translation>
    </message>
    <message>
        <source>Spread: every algorithm on the experiment&apos;s servers</source>
        <translation>分布：所有算法在本实验服务器上的表现</translation>
    </message>
    <message>
        <source>Removed:</source>
        <translation>移除：</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>The server removed in the removal table (one of the experiment&apos;s enabled servers)</source>
        <translation>移除表中被移除的服务器（实验中已启用的服务器之一）</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1。%2</translation>
    </message>
    <message>
        <source>Every row gives all servers one weight (1, or the weight its name gives): the experiment&apos;s own weights are not used here; the Numbers panel and the Ring page use them.</source>
        <translation>每一行都给所有服务器同一个权重（1，或行名中给出的权重）：这里不使用实验自己的权重；“数据”面板和环页面使用它们。</translation>
    </message>
    <message>
        <source>The experiment has %1 keys; Compare routes at least %2.</source>
        <translation>实验有 %1 个键；比较至少路由 %2 个键。</translation>
    </message>
    <message>
        <source>The experiment has %1 keys; Compare routes the first %2 (a sample: the shares of the rest follow the same hash).</source>
        <translation>实验有 %1 个键；比较路由前 %2 个（样本：其余键的份额遵循同一哈希）。</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::CompareRemovalModel</name>
    <message>
        <source>Proxy and setting</source>
        <translation>代理与设置</translation>
    </message>
    <message>
        <source>Keys on the removed server</source>
        <translation>被移除服务器上的键</translation>
    </message>
    <message>
        <source>Servers that took them</source>
        <translation>接收它们的服务器</translation>
    </message>
    <message>
        <source>Largest taker</source>
        <translation>最大接收者</translation>
    </message>
    <message>
        <source>Other keys moved</source>
        <translation>其他被迁移的键</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::CompareResultsModel</name>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Proxy and setting</source>
        <translation>代理与设置</translation>
    </message>
    <message>
        <source>Points per server</source>
        <translation>每台服务器的点数</translation>
    </message>
    <message>
        <source>Busiest server</source>
        <translation>最忙的服务器</translation>
    </message>
    <message>
        <source>Quietest server</source>
        <translation>最闲的服务器</translation>
    </message>
    <message>
        <source>CV</source>
        <translation>CV</translation>
    </message>
    <message>
        <source>Busiest (exact)</source>
        <translation>最忙（精确）</translation>
    </message>
    <message>
        <source>CV (exact)</source>
        <translation>CV（精确）</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>%1 keeps no points: it computes each key&apos;s server from the server list alone (nothing to count here).</source>
        <translation>%1 不保存点：它仅根据服务器列表计算每个键的服务器（此处无可计数）。</translation>
    </message>
    <message>
        <source>%1 routes with a lookup table: %2 slots per server, not points on a ring.</source>
        <translation>%1 通过查找表路由：每台服务器 %2 个槽，不是环上的点。</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::ExperimentChangeCommand</name>
    <message>
        <source>change servers</source>
        <translation>更改服务器</translation>
    </message>
    <message>
        <source>remove %1</source>
        <translation>移除 %1</translation>
    </message>
    <message>
        <source>restore %1</source>
        <translation>恢复 %1</translation>
    </message>
    <message>
        <source>weight of %1 %2 → %3</source>
        <translation>%1 的权重 %2 → %3</translation>
    </message>
    <message numerus="yes">
        <source>change weights of %n server(s)</source>
        <translation>
            <numerusform>更改 %n 台服务器的权重</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>change %n server(s)</source>
        <translation>
            <numerusform>更改 %n 台服务器</numerusform>
        </translation>
    </message>
    <message>
        <source>add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message>
        <source>algorithm %1 → %2</source>
        <translation>算法 %1 → %2</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>change options</source>
        <translation>更改选项</translation>
    </message>
    <message>
        <source>keys %1 → %2</source>
        <translation>键 %1 → %2</translation>
    </message>
    <message>
        <source>seed %1 → %2</source>
        <translation>种子 %1 → %2</translation>
    </message>
    <message>
        <source>change key file</source>
        <translation>更改键文件</translation>
    </message>
    <message>
        <source>change Traffic settings</source>
        <translation>更改流量设置</translation>
    </message>
    <message>
        <source>change title</source>
        <translation>更改标题</translation>
    </message>
    <message>
        <source>change experiment</source>
        <translation>更改实验</translation>
    </message>
    <message>
        <source>points per server</source>
        <translation>每台服务器的点数</translation>
    </message>
    <message>
        <source>option %1</source>
        <translation>选项 %1</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::ExperimentPanel</name>
    <message>
        <source>100, or 127.0.0.1:9001-9100, or a,b,c</source>
        <translation>100，或 127.0.0.1:9001-9100，或 a,b,c</translation>
    </message>
    <message>
        <source>e.g. 9042 or 127.0.0.1:9042</source>
        <translation>例如 9042 或 127.0.0.1:9042</translation>
    </message>
    <message>
        <source>Keys routed for the key dots and per-server key counts (0 to 1,000,000,000)</source>
        <translation>用于键点和每台服务器键数的路由键数（0 到 1,000,000,000）</translation>
    </message>
    <message>
        <source>Points per server, 1 to 100,000 (logarithmic)</source>
        <translation>每台服务器的点数，1 到 100,000（对数刻度）</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>算法(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Servers:</source>
        <translation>服务器(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Weights:</source>
        <translation>权重(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Down:</source>
        <translation>下线(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Points per server:</source>
        <translation>每台服务器的点数(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Keys:</source>
        <translation>键(&amp;K)：</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>种子(&amp;E)：</translation>
    </message>
    <message>
        <source>%1 sets its own point count (through weights or its options)</source>
        <translation>%1 自行决定点数（通过权重或其选项）</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a number; allowed %3 to %4</source>
        <translation>%1：“%2”不是数字；允许 %3 到 %4</translation>
    </message>
    <message>
        <source>%1: %2 is outside the allowed range %3 to %4</source>
        <translation>%1：%2 超出允许范围 %3 到 %4</translation>
    </message>
    <message>
        <source>%1: %2 must be a whole number</source>
        <translation>%1：%2 必须是整数</translation>
    </message>
    <message>
        <source>keys: &quot;%1&quot; is not allowed; enter a whole number from 0 to 1,000,000,000</source>
        <translation>keys：不允许“%1”；请输入 0 到 1,000,000,000 的整数</translation>
    </message>
    <message>
        <source>seed: &quot;%1&quot; is not allowed; enter a whole number from 0 to 18446744073709551615</source>
        <translation>seed：不允许“%1”；请输入 0 到 18446744073709551615 的整数</translation>
    </message>
    <message>
        <source>The scheme that maps keys to servers; its own options appear below it</source>
        <translation>将键映射到服务器的方案；其自身的选项显示在下方</translation>
    </message>
    <message>
        <source>1, or 1,2,3, or *:1, 9042:5</source>
        <translation>1，或 1,2,3，或 *:1, 9042:5</translation>
    </message>
    <message>
        <source>Seed of the key generator: a whole number from 0 to 18446744073709551615</source>
        <translation>键生成器的种子：0 到 18446744073709551615 的整数</translation>
    </message>
    <message>
        <source>This algorithm has no weights: only %1 is allowed</source>
        <translation>此算法没有权重：只允许 %1</translation>
    </message>
    <message>
        <source>One weight for every server (1), one per server (1,2,3), or a default with exceptions by port, address or #position (*:1, 9042:5); whole numbers %1 to %2</source>
        <translation>所有服务器使用同一权重（1）、每台服务器一个权重（1,2,3），或一个默认值加上按端口、地址或 #位置 指定的例外（*:1, 9042:5）；整数 %1 到 %2</translation>
    </message>
    <message>
        <source>%1 (one of: %2)</source>
        <translation>%1（可选：%2）</translation>
    </message>
    <message>
        <source>%1 (%2 to %3%4)</source>
        <translation>%1（%2 到 %3%4）</translation>
    </message>
    <message>
        <source>, whole numbers</source>
        <translation>，整数</translation>
    </message>
    <message numerus="yes">
        <source>%Ln points per unit of weight</source>
        <translation>
            <numerusform>每单位权重 %Ln 个点</numerusform>
        </translation>
    </message>
    <message>
        <source>Servers marked down, comma-separated: a port (9042), an address (127.0.0.1:9042), a position (#3, 1 to the number of servers) or a range (9040-9045, #7-#9); empty: none</source>
        <translation>标记为下线的服务器，以逗号分隔：端口（9042）、地址（127.0.0.1:9042）、位置（#3，1 到服务器数）或范围（9040-9045、#7-#9）；留空：无</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not allowed; give 1-255 bytes of printable text without spaces (default %3)</source>
        <translation>%1：不允许“%2”；请给出 1-255 字节、不含空格的可打印文本（默认 %3）</translation>
    </message>
    <message>
        <source>A count from 1 to 100,000 (servers 127.0.0.1:9001 …), an address range such as 127.0.0.1:9001-9100, or a comma-separated list of host:port addresses. A server hashed by a name is written name=address (cache-1=10.0.0.1:8080, 90=127.0.0.1:90): nginx, Varnish, Caddy, Traffic Server, twemproxy and Envoy with use-hostname-for-hashing hash the name</source>
        <translation>1 到 100,000 的数量（服务器为 127.0.0.1:9001 …）、地址范围（如 127.0.0.1:9001-9100），或以逗号分隔的 host:port 地址列表。按名称哈希的服务器写作 name=address（cache-1=10.0.0.1:8080、90=127.0.0.1:90）：nginx、Varnish、Caddy、Traffic Server、twemproxy 以及启用 use-hostname-for-hashing 的 Envoy 会对名称做哈希</translation>
    </message>
    <message>
        <source>%1 has no ring points: it routes through a lookup table of slots</source>
        <translation>%1 没有环上的点：它通过由槽位组成的查找表进行路由</translation>
    </message>
    <message>
        <source>%1 has no points: it decides each key&apos;s server from the server list alone</source>
        <translation>%1 没有点：它仅根据服务器列表决定每个键的服务器</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::ExportDialog</name>
    <message>
        <source>Export figure</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG 图像</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>SVG 矢量图</translation>
    </message>
    <message>
        <source>PDF page</source>
        <translation>PDF 页面</translation>
    </message>
    <message>
        <source>CSV data</source>
        <translation>CSV 数据</translation>
    </message>
    <message>
        <source>JSON data</source>
        <translation>JSON 数据</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>DPI (PNG):</source>
        <translation>DPI（PNG）：</translation>
    </message>
    <message>
        <source>Nothing to export yet.</source>
        <translation>暂无可导出的内容。</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1 文件 (*.%2)</translation>
    </message>
    <message>
        <source>Export all figures</source>
        <translation>导出所有图表</translation>
    </message>
    <message>
        <source>No figure has been computed yet.</source>
        <translation>尚未计算出任何图表。</translation>
    </message>
    <message>
        <source>Export all figures into</source>
        <translation>将所有图表导出到</translation>
    </message>
    <message>
        <source>Figure:</source>
        <translation>图表：</translation>
    </message>
    <message>
        <source>Single column (3.5 × 2.45 in, 8 pt)</source>
        <translation>单栏（3.5 × 2.45 in，8 pt）</translation>
    </message>
    <message>
        <source>Double column (7.2 × 4.5 in, 9 pt)</source>
        <translation>双栏（7.2 × 4.5 in，9 pt）</translation>
    </message>
    <message>
        <source>Slide (13.33 × 7.5 in, 18 pt)</source>
        <translation>幻灯片（13.33 × 7.5 in，18 pt）</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
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
        <translation>px（1/96 in）</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>尺寸：</translation>
    </message>
    <message>
        <source>Width × height:</source>
        <translation>宽 × 高：</translation>
    </message>
    <message>
        <source>Font size:</source>
        <translation>字号：</translation>
    </message>
    <message>
        <source>PNG: %1 × %2 pixels; the layout is the same at every DPI.</source>
        <translation>PNG：%1 × %2 像素；在任何 DPI 下布局都相同。</translation>
    </message>
    <message numerus="yes">
        <source>It needs more than the height given: written as %n parts (one file each), the first %1 × %2.</source>
        <translation>
            <numerusform>所需高度超过给定高度：将分成 %n 部分写出（每部分一个文件），第一部分为 %1 × %2。</numerusform>
        </translation>
    </message>
    <message>
        <source>ACM, single column (3.33 in wide)</source>
        <translation>ACM，单栏（宽 3.33 in）</translation>
    </message>
    <message>
        <source>ACM, double column (7 in wide)</source>
        <translation>ACM，双栏（宽 7 in）</translation>
    </message>
    <message>
        <source>IEEE, single column (3.5 in wide)</source>
        <translation>IEEE，单栏（宽 3.5 in）</translation>
    </message>
    <message>
        <source>IEEE, double column (7.16 in wide)</source>
        <translation>IEEE，双栏（宽 7.16 in）</translation>
    </message>
    <message>
        <source>Springer LNCS, text width (12.2 cm)</source>
        <translation>Springer LNCS，版心宽度（12.2 cm）</translation>
    </message>
    <message>
        <source>Elsevier, single column (90 mm)</source>
        <translation>Elsevier，单栏（90 mm）</translation>
    </message>
    <message>
        <source>Elsevier, 1.5 columns (140 mm)</source>
        <translation>Elsevier，1.5 栏（140 mm）</translation>
    </message>
    <message>
        <source>Elsevier, double column (190 mm)</source>
        <translation>Elsevier，双栏（190 mm）</translation>
    </message>
    <message>
        <source>%1: a vector drawing of %2 × %3 in (%4 × %5 pt); the DPI does not apply.</source>
        <translation>%1：%2 × %3 in（%4 × %5 pt）的矢量图；DPI 不适用。</translation>
    </message>
    <message>
        <source>%1: the figure&apos;s numbers as a table; the size does not apply.</source>
        <translation>%1：图表的数据以表格形式给出；尺寸不适用。</translation>
    </message>
    <message>
        <source>The table is drawn at %1 pt to fit the size.</source>
        <translation>表以 %1 pt 绘制，以适应该尺寸。</translation>
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
            <numerusform>CSV 和 JSON 中另有 %n 个系列（使用 --all-series 或更大的尺寸时全部绘制）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::FigureBatchExport</name>
    <message>
        <source>An export of all figures is already running.</source>
        <translation>导出全部图表的任务已在运行。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Computing: %1</source>
        <translation>正在计算：%1</translation>
    </message>
    <message>
        <source>No figure has been computed yet.</source>
        <translation>尚未计算出任何图表。</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) could not be written: %1</source>
        <translation>
            <numerusform>%n 个文件无法写入：%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::FigureButton</name>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Export this figure (PNG, SVG, PDF, CSV, JSON) or copy it</source>
        <translation>导出此图表（PNG、SVG、PDF、CSV、JSON）或复制</translation>
    </message>
    <message>
        <source>Export figure…</source>
        <translation>导出图表…</translation>
    </message>
    <message>
        <source>Copy to clipboard</source>
        <translation>复制到剪贴板</translation>
    </message>
    <message>
        <source>Export all figures…</source>
        <translation>导出所有图表…</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::FigureExporter</name>
    <message>
        <source>Width %1 px is out of range (allowed %2–%3).</source>
        <translation>宽度 %1 像素超出范围（允许 %2–%3）。</translation>
    </message>
    <message>
        <source>Height %1 px is out of range (allowed %2–%3).</source>
        <translation>高度 %1 像素超出范围（允许 %2–%3）。</translation>
    </message>
    <message>
        <source>DPI %1 is out of range (allowed %2–%3).</source>
        <translation>DPI %1 超出范围（允许 %2–%3）。</translation>
    </message>
    <message>
        <source>Nothing to export yet.</source>
        <translation>暂无可导出的内容。</translation>
    </message>
    <message>
        <source>Cannot start the SVG writer for %1.</source>
        <translation>无法为 %1 启动 SVG 写入器。</translation>
    </message>
    <message>
        <source>Cannot start the PDF writer for %1.</source>
        <translation>无法为 %1 启动 PDF 写入器。</translation>
    </message>
    <message>
        <source>Unknown export format.</source>
        <translation>未知的导出格式。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>尺寸</translation>
    </message>
    <message>
        <source>DPI %1 at %2 makes a %3×%4 pixel image; the largest side allowed is %5 pixels (lower the DPI or the size).</source>
        <translation>在 %2 下 DPI %1 会生成 %3×%4 像素的图像；允许的最大边长为 %5 像素（请降低 DPI 或尺寸）。</translation>
    </message>
    <message>
        <source>Cannot encode %1 as PNG.</source>
        <translation>无法将 %1 编码为 PNG。</translation>
    </message>
    <message>
        <source>a %1×%2 pixel PNG</source>
        <translation>%1×%2 像素的 PNG</translation>
    </message>
    <message>
        <source>%1: %2; lower the DPI or the size.</source>
        <translation>%1：%2；请降低 DPI 或尺寸。</translation>
    </message>
    <message>
        <source>%1: out of memory for a %2×%3 pixel PNG; lower the DPI or the size.</source>
        <translation>%1：内存不足以生成 %2×%3 像素的 PNG；请降低 DPI 或尺寸。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not fit %2 × %3 in at %4 pt: it needs %5 in of height at that width and font (--size %6x%7in).</source>
        <translation>“%1”在 %4 pt 下放不进 %2 × %3 in：在该宽度和字号下需要 %5 in 的高度（--size %6x%7in）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not fit %2 in wide at %3 pt even %4 in tall: give a wider size.</source>
        <translation>“%1”在 %3 pt 下放不进 %2 in 的宽度，即使高 %4 in 也不行：请给出更宽的尺寸。</translation>
    </message>
    <message>
        <source>The largest font that fits %1 × %2 in is %3 pt.</source>
        <translation>能放进 %1 × %2 in 的最大字号为 %3 pt。</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::FigureProgress</name>
    <message>
        <source>%1: started %2 ago, no estimate yet</source>
        <translation>%1：已开始 %2，尚无估计</translation>
    </message>
    <message>
        <source>%1: %2 % after %3, about %4 left</source>
        <translation>%1：%3 后完成 %2 %，约剩 %4</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::FigureRenderer</name>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1（%2/%3）</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::FigureRequest</name>
    <message>
        <source>--experiment: %1: %2</source>
        <translation>--experiment: %1：%2</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::FigureSize</name>
    <message>
        <source>%1: %2 %3 %4 is out of range (allowed %5–%6 %4)</source>
        <translation>%1：%2 %3 %4 超出范围（允许 %5–%6 %4）</translation>
    </message>
    <message>
        <source>width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>font size</source>
        <translation>字号</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a size; write WxH with in, mm, pt or px (e.g. 7x4.5in, 89x60mm, 504x324pt, 672x432) or one of %3</source>
        <translation>%1：“%2”不是尺寸；请写作 宽x高，单位为 in、mm、pt 或 px（例如 7x4.5in、89x60mm、504x324pt、672x432），或使用 %3 之一</translation>
    </message>
    <message>
        <source>%1 × %2 in, %3 pt</source>
        <translation>%1 × %2 in，%3 pt</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::FigureTool</name>
    <message>
        <source>Renders RingLab&apos;s figures headless.</source>
        <translation>在无界面环境下渲染 RingLab 的图表。</translation>
    </message>
    <message>
        <source>KIND: &quot;%1&quot; is not one of %2</source>
        <translation>KIND：“%1”不是 %2 之一</translation>
    </message>
    <message>
        <source>--formats: &quot;%1&quot; is not one of %2</source>
        <translation>--formats：“%1”不是 %2 之一</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <source>KIND: only one kind, got &quot;%1&quot;</source>
        <translation>KIND：只能指定一种，实际为“%1”</translation>
    </message>
    <message>
        <source>--font: &quot;%1&quot; is not a number of points (allowed %2–%3)</source>
        <translation>--font：“%1”不是以 pt 为单位的数值（允许 %2–%3）</translation>
    </message>
    <message>
        <source>--formats: &quot;%1&quot; names no format; give one or more of %2, separated by commas</source>
        <translation>--formats：“%1”未指定任何格式；请给出 %2 中的一个或多个，用逗号分隔</translation>
    </message>
    <message>
        <source>--experiment: %1</source>
        <translation>--experiment: %1</translation>
    </message>
    <message>
        <source>%1: does not fit %2 × %3 in even at 6 pt; the figure says how much more room it needs</source>
        <translation>%1：即使用 6 pt 也放不进 %2 × %3 英寸；图中注明了还需要多少空间</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: caption left out of the drawing so that it fits %2 × %3 in (it is in the JSON, the SVG&apos;s &lt;desc&gt; and the PNG&apos;s Description)</source>
        <translation>%1：图注已从绘图中省略，以便放进 %2 × %3 in（它保存在 JSON、SVG 的 &lt;desc&gt; 和 PNG 的 Description 中）</translation>
    </message>
    <message>
        <source>%1: RingLab&apos;s version left out of the caption so that it fits %2 × %3 in (it is in the JSON)</source>
        <translation>%1：RingLab 的版本已从图注中省略，以便放进 %2 × %3 in（它保存在 JSON 中）</translation>
    </message>
    <message>
        <source>%1: %2 at %3 pt so that every row fits %4 × %5 in</source>
        <translation>%1：%2 以 %3 pt 绘制，以便每一行都放进 %4 × %5 in</translation>
    </message>
    <message>
        <source>one file per format</source>
        <translation>每种格式一个文件</translation>
    </message>
    <message>
        <source>%1 files per format</source>
        <translation>每种格式 %1 个文件</translation>
    </message>
    <message>
        <source>no figure kind &quot;%1&quot; is registered</source>
        <translation>没有注册名为“%1”的图表类型</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::GalleryDialog</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Export all…</source>
        <translation>全部导出…</translation>
    </message>
    <message>
        <source>Gallery of published figures</source>
        <translation>已发表图表图库</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s) computed.</source>
        <translation>
            <numerusform>已计算 %n 个图表。</numerusform>
        </translation>
    </message>
    <message>
        <source>Computing the published figures with RingLab&apos;s code (a minute or two)…</source>
        <translation>正在用 RingLab 的代码计算已发表的图表（需要一两分钟）…</translation>
    </message>
    <message>
        <source>Computing: %1</source>
        <translation>正在计算：%1</translation>
    </message>
    <message>
        <source>Export the gallery into</source>
        <translation>将图库导出到</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) written (single-column size, 300 dpi).</source>
        <translation>
            <numerusform>已写入 %n 个文件（单栏尺寸，300 dpi）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::GalleryFigureKind</name>
    <message>
        <source>Computing the gallery (published figures reproduced)…</source>
        <translation>正在计算图库（复现已发表的图表）…</translation>
    </message>
    <message>
        <source>gallery</source>
        <translation>图库</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::HeatmapPainter</name>
    <message numerus="yes">
        <source>Receiving server (%n server(s))</source>
        <translation>
            <numerusform>接收服务器（%n 台）</numerusform>
        </translation>
    </message>
    <message>
        <source>Removed server</source>
        <translation>被移除的服务器</translation>
    </message>
    <message>
        <source>Share of the removed server&apos;s keys</source>
        <translation>被移除服务器的键所占份额</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::HeatmapView</name>
    <message>
        <source>Removed %1 → %2: %3% of its keys</source>
        <translation>移除 %1 → %2：其键的 %3%</translation>
    </message>
    <message numerus="yes">
        <source>Row: %n receiver(s), largest %1%, %2% of all keys moved between survivors</source>
        <translation>
            <numerusform>该行：%n 个接收者，最大 %1%，所有键中有 %2% 在存活服务器之间迁移</numerusform>
        </translation>
    </message>
    <message>
        <source>Receiving server</source>
        <translation>接收服务器</translation>
    </message>
    <message>
        <source>Removed server</source>
        <translation>被移除的服务器</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::LessonBook</name>
    <message>
        <source>1. One point per server</source>
        <translation>1. 每台服务器一个点</translation>
    </message>
    <message>
        <source>Lesson 1: one point per server</source>
        <translation>第 1 课：每台服务器一个点</translation>
    </message>
    <message>
        <source>Click the widest arc of the outer band (or the top row of the table).</source>
        <translation>点击外圈色带中最宽的弧（或表格的第一行）。</translation>
    </message>
    <message>
        <source>&lt;p&gt;The gaps between random points are not equal: they are roughly exponentially distributed, lots of slivers and a few huge arcs. The formula sqrt((N−1)/(N·k+1)) predicts a CV of &lt;b&gt;%1&lt;/b&gt; for k = 1: the noise is as big as the signal.&lt;/p&gt;</source>
        <translation>&lt;p&gt;随机点之间的间隔并不相等：它们大致服从指数分布，有许多细小的碎片和少数巨大的弧。公式 sqrt((N−1)/(N·k+1)) 预测 k = 1 时 CV 为 &lt;b&gt;%1&lt;/b&gt;：噪声与信号一样大。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The busiest server, %1, owns %2 of the circle: %3 its fair share. Nobody made a mistake; this is what one random point per server gives.&lt;/p&gt;</source>
        <translation>&lt;p&gt;最忙的服务器 %1 占有圆周的 %2：是其公平份额的 %3。没有人犯错；每台服务器一个随机点就是这样的结果。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>2. Virtual points and the 1/√k law</source>
        <translation>2. 虚拟点与 1/√k 定律</translation>
    </message>
    <message>
        <source>Lesson 2: virtual points</source>
        <translation>第 2 课：虚拟点</translation>
    </message>
    <message>
        <source>Drag the points-per-server slider to 1,000 or more and watch the CV.</source>
        <translation>将“每台服务器的点数”滑块拖到 1,000 或更多，观察 CV 的变化。</translation>
    </message>
    <message>
        <source>k = %1 → %2&lt;br&gt;</source>
        <translation>k = %1 → %2&lt;br&gt;</translation>
    </message>
    <message>
        <source>3. Weights multiply points</source>
        <translation>3. 权重使点数成倍增加</translation>
    </message>
    <message>
        <source>Lesson 3: weights</source>
        <translation>第 3 课：权重</translation>
    </message>
    <message>
        <source>Select a server and press &quot;Weight…&quot; to change its weight.</source>
        <translation>选择一台服务器并点击“权重…”来修改其权重。</translation>
    </message>
    <message>
        <source>%1: weight %2, %3 points, share %4 (fair %5)&lt;br&gt;</source>
        <translation>%1：权重 %2，%3 个点，份额 %4（公平份额 %5）&lt;br&gt;</translation>
    </message>
    <message>
        <source>4. When a server leaves</source>
        <translation>4. 当一台服务器离开时</translation>
    </message>
    <message>
        <source>Lesson 4: a server leaves</source>
        <translation>第 4 课：一台服务器离开</translation>
    </message>
    <message>
        <source>Select a server and press &quot;Remove server&quot; (or right-click it on the ring).</source>
        <translation>选择一台服务器并点击“移除服务器”（或在环上右键单击它）。</translation>
    </message>
    <message>
        <source>5. Modulo versus consistent hashing</source>
        <translation>5. 取模与一致性哈希的对比</translation>
    </message>
    <message>
        <source>Lesson 5: modulo</source>
        <translation>第 5 课：取模</translation>
    </message>
    <message>
        <source>Remove any server and count the magenta keys.</source>
        <translation>移除任意一台服务器，数一数品红色的键。</translation>
    </message>
    <message>
        <source>6. HAProxy&apos;s nearest-point rule</source>
        <translation>6. HAProxy 的最近点规则</translation>
    </message>
    <message>
        <source>Lesson 6: HAProxy</source>
        <translation>第 6 课：HAProxy</translation>
    </message>
    <message>
        <source>Type a key above the ring and press Enter (or double-click the circle) to watch both directions.</source>
        <translation>在环上方输入一个键并按回车（或双击圆周），观察两个方向。</translation>
    </message>
    <message>
        <source>&lt;p&gt;HAProxy places %1 points per server at weight 1, and a key goes to the &lt;b&gt;nearer&lt;/b&gt; of the two neighbouring points, not simply the next one. Each point then owns half of the gap on either side, and averaging two gaps roughly halves the variance.&lt;/p&gt;</source>
        <translation>&lt;p&gt;HAProxy 在权重为 1 时为每台服务器放置 %1 个点，键归属于两个相邻点中&lt;b&gt;较近&lt;/b&gt;的那个，而不只是下一个点。这样每个点拥有两侧间隔各一半，对两个间隔取平均约使方差减半。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A next-point ring with k = %1 would have a CV of about %2; with k = %3 about %4.&lt;/p&gt;</source>
        <translation>&lt;p&gt;采用“下一个点”规则、k = %1 的环，CV 约为 %2；k = %3 时约为 %4。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The two arcs show the distance to the next and to the previous point; the shorter one wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;两段弧分别表示到下一个点和上一个点的距离；较短者胜出。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>7. Envoy&apos;s ring and its rescaling</source>
        <translation>7. Envoy 的环及其重新缩放</translation>
    </message>
    <message>
        <source>Lesson 7: Envoy ring hash</source>
        <translation>第 7 课：Envoy 环哈希</translation>
    </message>
    <message>
        <source>Remove a host and look for magenta keys: they moved between hosts that stayed.</source>
        <translation>移除一台主机并寻找品红色的键：它们在留下的主机之间发生了迁移。</translation>
    </message>
    <message>
        <source>8. Cloudflare&apos;s side of the curve</source>
        <translation>8. Cloudflare 所在的曲线一端</translation>
    </message>
    <message>
        <source>Lesson 8: too many points</source>
        <translation>第 8 课：点太多</translation>
    </message>
    <message>
        <source>Drag the points slider to 10,000 or more: what did the extra memory buy?</source>
        <translation>将点数滑块拖到 10,000 或更多：额外的内存换来了什么？</translation>
    </message>
    <message>
        <source>&lt;p&gt;Expected colliding pairs in a 32-bit space: %1 for these %2 points; for Cloudflare&apos;s 2,048 servers × 100,000 points, %3 pairs, and %4 of the points land on a taken value.&lt;/p&gt;</source>
        <translation>&lt;p&gt;32 位空间中预期的碰撞点对：这 %2 个点为 %1 对；对 Cloudflare 的 2,048 台服务器 × 100,000 个点则为 %3 对，且 %4 的点会落在已被占用的值上。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;Every server is hashed to &lt;b&gt;one&lt;/b&gt; point of the circle, and a key belongs to the first point clockwise from it. With %n servers the fair share is %1 each.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;每台服务器被哈希到圆上的&lt;b&gt;一个&lt;/b&gt;点，键归属于从它出发顺时针遇到的第一个点。%n 台服务器时，每台的公平份额为 %1。&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;Now, at k = %1, the measured CV is %2 and the formula predicts %3; the busiest server is down to %4. The price: %5 points in the ring instead of %6.&lt;/p&gt;</source>
        <translation>&lt;p&gt;现在 k = %1，实测 CV 为 %2，公式预测为 %3；最忙的服务器降到了 %4。代价：环上有 %5 个点，而原来是 %6 个。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Servers are not identical. The Ketama answer: more weight, proportionally more points. Weight does not split a fixed budget; it multiplies it.&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;服务器并不完全相同。Ketama 的做法：权重越大，点数按比例越多。权重不是瓜分固定预算，而是将其成倍放大。&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;Total: &lt;b&gt;%1 points for %n servers&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;合计：&lt;b&gt;%n 台服务器共 %1 个点&lt;/b&gt;。&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;After the change, %1 has weight %2 and %3 points (share %4, fair %5).&lt;/p&gt;</source>
        <translation>&lt;p&gt;修改后，%1 的权重为 %2，有 %3 个点（份额 %4，公平份额 %5）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The ring now holds %1 points, and the busiest server carries %2 its weighted fair share.&lt;/p&gt;</source>
        <translation>&lt;p&gt;现在环上有 %1 个点，最忙的服务器承担其加权公平份额的 %2。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Against the weights before the change: </source>
        <translation>&lt;p&gt;与修改前的权重相比：</translation>
    </message>
    <message>
        <source> A weight change moves keys between servers that all stay (magenta).&lt;/p&gt;</source>
        <translation>权重变化会让键在全部留下的服务器之间迁移（品红色）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No server has left yet: 0 of %1 keys moved.&lt;/p&gt;</source>
        <translation>&lt;p&gt;还没有服务器离开：%1 个键中有 0 个迁移。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;Measured against the same %n servers before the removal: </source>
        <translation>
            <numerusform>&lt;p&gt;与移除前同样的 %n 台服务器相比的实测结果：</numerusform>
        </translation>
    </message>
    <message>
        <source> %1 of them moved between servers that are still there (magenta). On a cache tier every one of them is a miss.&lt;/p&gt;</source>
        <translation>其中 %1 个在仍然存在的服务器之间迁移（品红色）。在缓存层中，每一个都是一次未命中。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1: the next point clockwise is %2 of the circle away, the previous one %3; the nearer one belongs to %4, which serves the key.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1：顺时针的下一个点相距圆周的 %2，上一个点相距 %3；较近的点属于 %4，由它为该键提供服务。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>This spot</source>
        <translation>此位置</translation>
    </message>
    <message>
        <source>&lt;p&gt;Envoy sizes the ring for all hosts together: a ring of %1 points split over %2 hosts gives %3 points each. Remove one and the %4 left get ceil(%1 / %4) = &lt;b&gt;%5&lt;/b&gt; each, so every survivor gains points, and those points take keys from other survivors.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Envoy 按所有主机整体确定环的大小：%1 个点的环分给 %2 台主机，每台 %3 个点。移除一台后，剩下的 %4 台每台得到 ceil(%1 / %4) = &lt;b&gt;%5&lt;/b&gt; 个点，于是每台留下的主机都会增加点数，而这些点会从其他留下的主机那里夺走键。&lt;/p&gt;</translation>
    </message>
    <message>
        <source> %1 keys left the removed host, and &lt;b&gt;%2&lt;/b&gt; keys moved between hosts that stayed. Consistent hashing keeps its promise only while the points per host do not change.&lt;/p&gt;</source>
        <translation>%1 个键离开了被移除的主机，另有 &lt;b&gt;%2&lt;/b&gt; 个键在留下的主机之间迁移。只有每台主机的点数不变时，一致性哈希才能兑现其承诺。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;This ring holds %1 points in %2 (the Numbers panel&apos;s figure: %3 bytes a point plus the addresses). pingora-ketama v2 packs a point into %3 bytes; v1&apos;s padded point takes %4 bytes, %5 for the same points.&lt;/p&gt;</source>
        <translation>&lt;p&gt;此环存有 %1 个点，占用 %2（数据面板中的数字：每个点 %3 字节，外加地址）。pingora-ketama v2 把一个点压缩为 %3 字节；v1 的点经过填充对齐，占 %4 字节，同样的点共需 %5。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Points cost memory and, with 32-bit hashes, collisions. At k = %1:&lt;/p&gt;</source>
        <translation>&lt;p&gt;点会占用内存，使用 32 位哈希时还会产生碰撞。k = %1 时：&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Now, at k = %1, the CV is %2 (formula %3), against %4 (formula %5) at k = %6.&lt;/p&gt;</source>
        <translation>&lt;p&gt;现在 k = %1，CV 为 %2（公式 %3），而 k = %6 时为 %4（公式 %5）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The gains are in the second decimal place; the memory bill is %1 times larger.&lt;/p&gt;</source>
        <translation>&lt;p&gt;收益只在小数点后第二位；内存开销却增加到 %1 倍。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>9. Hot keys</source>
        <translation>9. 热点键</translation>
    </message>
    <message>
        <source>Lesson 9: hot keys</source>
        <translation>第 9 课：热点键</translation>
    </message>
    <message>
        <source>Raise the points per server to 1,000 or more: is the hot server any quieter?</source>
        <translation>将每台服务器的点数提高到 1,000 或更多：热点服务器有没有变闲一些？</translation>
    </message>
    <message>
        <source>Set ε (epsilon) to 0.25 or less: bounded loads let the hot key&apos;s requests spill over.</source>
        <translation>将 ε（epsilon）设为 0.25 或更小：有界负载让热点键的请求溢出到其他服务器。</translation>
    </message>
    <message>
        <source>&lt;p&gt;This lesson needs the bounded-loads ring, which is not built in.&lt;/p&gt;</source>
        <translation>&lt;p&gt;本课需要有界负载环，但此版本没有内置它。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;Points even out the &lt;i&gt;hash space&lt;/i&gt;, not the traffic. Here %n servers with %1 points each serve %2 requests: the experiment&apos;s keys once each, and one popular key, %3, every tenth request (%4 requests).&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;点数均衡的是&lt;i&gt;哈希空间&lt;/i&gt;，而不是流量。这里 %n 台服务器、每台 %1 个点，处理 %2 个请求：实验中的每个键各一次，外加一个热门键 %3，每十个请求中就有一个是它（%4 个请求）。&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;All of them go to the key&apos;s one server, %1: it serves &lt;b&gt;%2&lt;/b&gt; requests where a fair share is %3, &lt;b&gt;%4&lt;/b&gt; its fair share.&lt;/p&gt;</source>
        <translation>&lt;p&gt;它们全都发往该键唯一的服务器 %1：它处理 &lt;b&gt;%2&lt;/b&gt; 个请求，而公平份额为 %3，是其公平份额的 &lt;b&gt;%4&lt;/b&gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;At k = %1 the hot key&apos;s server, %2, serves %3 requests: %4 its fair share. More points cannot split one key.&lt;/p&gt;</source>
        <translation>&lt;p&gt;k = %1 时，热点键所在的服务器 %2 处理 %3 个请求：是其公平份额的 %4。再多的点也无法拆分一个键。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>10. How many points do you need?</source>
        <translation>10. 需要多少个点？</translation>
    </message>
    <message>
        <source>Lesson 10: how many points</source>
        <translation>第 10 课：需要多少个点</translation>
    </message>
    <message>
        <source>Raise the points per server to the Advisor&apos;s fix, %1, and compare.</source>
        <translation>将每台服务器的点数提高到配置顾问给出的修复值 %1，然后比较。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;The Advisor&apos;s screen is simulating random rings of this size…&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;配置顾问正在模拟这一规模的随机环…&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The Advisor asks: in how many random rings of this size is the busiest server within 1+ε = %1 of a fair share? At k = %2 it is in %3 of %4 simulated rings; the 95th percentile busiest is %5.&lt;/p&gt;</source>
        <translation>&lt;p&gt;配置顾问会问：在这一规模的随机环中，有多少个环的最忙服务器不超过公平份额的 1+ε = %1 倍？k = %2 时，%4 个模拟环中有 %3 满足；最忙服务器的第 95 百分位为 %5。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;At k = %1 this ring&apos;s busiest server owns %2 its fair share (CV %3), with %4 points in %5.&lt;/p&gt;</source>
        <translation>&lt;p&gt;k = %1 时，此环最忙的服务器占有其公平份额的 %2（CV %3），%4 个点占用 %5。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 keys moved (%3).</source>
        <translation>
            <numerusform>%2 个键中有 %1 个迁移（%3）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n servers, k = %1</source>
        <translation>
            <numerusform>%n 台服务器，k = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n servers</source>
        <translation>
            <numerusform>%n 台服务器</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;With %4, as the Numbers panel shows: the busiest server owns &lt;b&gt;%1&lt;/b&gt; its fair share of the circle, the quietest &lt;b&gt;%2&lt;/b&gt;; the coefficient of variation (CV) is &lt;b&gt;%3&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%4 时，如数据面板所示：最忙的服务器占有其圆周公平份额的 &lt;b&gt;%1&lt;/b&gt;，最闲的占 &lt;b&gt;%2&lt;/b&gt;；变异系数（CV）为 &lt;b&gt;%3&lt;/b&gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Before&lt;/b&gt; (%4): the busiest server owned %1 its fair share of the circle, the quietest %2; the CV was %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;之前&lt;/b&gt;（%4）：最忙的服务器占有其圆周公平份额的 %1，最闲的占 %2；CV 为 %3。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;After&lt;/b&gt; (%4, as the Numbers panel shows now): the busiest server owns &lt;b&gt;%1&lt;/b&gt; its fair share, the quietest &lt;b&gt;%2&lt;/b&gt;; the CV is &lt;b&gt;%3&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;之后&lt;/b&gt;（%4，即数据面板现在所示）：最忙的服务器占有其公平份额的 &lt;b&gt;%1&lt;/b&gt;，最闲的占 &lt;b&gt;%2&lt;/b&gt;；CV 为 &lt;b&gt;%3&lt;/b&gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Give every server k points instead of one (&quot;server-7:0&quot;, &quot;server-7:1&quot;, …). A server&apos;s share is now a sum of k small arcs, and sums of independent pieces concentrate.&lt;/p&gt;</source>
        <translation>&lt;p&gt;给每台服务器 k 个点而不是一个（“server-7:0”、“server-7:1”……）。服务器的份额现在是 k 段小弧之和，而独立片段之和会趋于集中。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;For k = %3 the formula says %1. Every 4× more points halves the CV:&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;k = %3 时公式给出 %1。点数每增加到 4 倍，CV 减半：&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The obvious scheme, server = hash mod N, spreads keys perfectly. But when N changes, a key stays only if hash mod N equals hash mod (N−1): about &lt;b&gt;%1&lt;/b&gt; of all keys move. A consistent ring moves only the leaving server&apos;s keys, about 1/N = &lt;b&gt;%2&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;最直观的方案“服务器 = 哈希 mod N”能把键分得非常均匀。但当 N 变化时，只有哈希 mod N 等于哈希 mod (N−1) 的键才不动：约 &lt;b&gt;%1&lt;/b&gt; 的键会迁移。一致性哈希环只迁移离开的服务器的键，约 1/N = &lt;b&gt;%2&lt;/b&gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Before&lt;/b&gt; (the lesson&apos;s setup) the ring held %1 points in %2 (%3 bytes a point plus the addresses). pingora-ketama v2 packs a point into %3 bytes; v1&apos;s padded point takes %4 bytes, %5 for the same points.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;之前&lt;/b&gt;（本课的初始设置）此环存有 %1 个点，占用 %2（每个点 %3 字节，外加地址）。pingora-ketama v2 把一个点压缩为 %3 字节；v1 的点经过填充对齐，占 %4 字节，同样的点共需 %5。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Before&lt;/b&gt; (the lesson&apos;s setup):</source>
        <translation>&lt;b&gt;之前&lt;/b&gt;（本课的初始设置）：</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;The Advisor asks: in how many random rings of this size is the busiest server within 1+ε = %1 of a fair share? At k = %2 it is in none of the %Ln simulated rings; the 95th percentile busiest is %3.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;配置顾问会问：在这一规模的随机环中，有多少个环的最忙服务器不超过公平份额的 1+ε = %1 倍？k = %2 时，%Ln 个模拟环中没有一个满足；最忙服务器的第 95 百分位为 %3。&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%n servers, each with %1 points on the ring. When a server fails, nginx marks it &lt;i&gt;down&lt;/i&gt;: its points stay on the ring and are skipped, so each of them hands its arc to the next point clockwise whose server is up. Only its own keys move, each to the neighbour after one of its points.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;%n 台服务器，每台在环上有 %1 个点。当一台服务器出故障时，nginx 把它标记为&lt;i&gt;下线&lt;/i&gt;：它的点留在环上，但会被跳过，于是每个点都把自己的弧交给顺时针方向下一个其服务器仍在线的点。只有它自己的键会迁移，每个键迁移到它某个点之后的邻居。&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%1 is marked down. Against the same %n servers before the removal: </source>
        <translation>
            <numerusform>&lt;p&gt;%1 已标记为下线。与移除前同样的 %n 台服务器相比：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> The down server held %1 keys (%2); its %3 points are skipped, and they handed those keys to %n other servers; the largest took %4 of them. Keys that moved between surviving servers: &lt;b&gt;%5&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>
            <numerusform>下线的服务器持有 %1 个键（%2）；它的 %3 个点被跳过，这些键交给了 %n 台其他服务器，其中接收最多的一台接收了 %4。在剩余服务器之间迁移的键：&lt;b&gt;%5&lt;/b&gt;。&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;The ring still holds &lt;b&gt;%1&lt;/b&gt; points, as its centre and the Numbers panel say: %2 belong to servers that are up, %3 to the down server and are skipped. Envoy (lesson 7) instead takes a removed host&apos;s points off and builds a new ring.&lt;/p&gt;</source>
        <translation>&lt;p&gt;环上仍有 &lt;b&gt;%1&lt;/b&gt; 个点，与环中心和数据面板显示的一致：其中 %2 个属于在线的服务器，%3 个属于下线的服务器，会被跳过。而 Envoy（第 7 课）会拿掉被移除主机的点，重新构建一个环。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Envoy&apos;s ring has at least &lt;i&gt;minimum_ring_size&lt;/i&gt; points (RingLab&apos;s option min-ring-size). This lesson sets it to &lt;b&gt;%1&lt;/b&gt;; Envoy&apos;s default is %2, which would give these %3 hosts only %4 points each.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Envoy 的环至少有 &lt;i&gt;minimum_ring_size&lt;/i&gt; 个点（RingLab 中的选项 min-ring-size）。本课把它设为 &lt;b&gt;%1&lt;/b&gt;；Envoy 的默认值是 %2，这 %3 台主机每台只会得到 %4 个点。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%n of the %1 points asked for landed on a 32-bit value that another point already had. The ring keeps one point per value, so it holds %2 points, and the Numbers panel writes k = %3 (%2 ÷ %4 servers).&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;请求的 %1 个点中有 %n 个落在了另一个点已占用的 32 位值上。环上每个值只保留一个点，所以环上有 %2 个点，数据面板写的是 k = %3（%2 ÷ %4 台服务器）。&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>First choice</source>
        <translation>首选</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求数</translation>
    </message>
    <message>
        <source>× fair</source>
        <translation>× 公平</translation>
    </message>
    <message>
        <source>ε = %1</source>
        <translation>ε = %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;Its fix: the fewest points per server that pass in 95% of its simulated rings is &lt;b&gt;k ≈ %1&lt;/b&gt; (%2 of rings within, 95th percentile %3), %4 points in the ring.&lt;/p&gt;</source>
        <translation>&lt;p&gt;它的修复方案：在其 95% 的模拟环中能通过的最少每台服务器点数为 &lt;b&gt;k ≈ %1&lt;/b&gt;（%2 的环满足，第 95 百分位为 %3），环上共 %4 个点。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;It is an estimate: the 95% mark rests on the busiest few of %1 random rings, and another draw of rings moves it. The Spread page&apos;s search draws its own %1 rings and finds k ≈ %2 for the same %3 servers and 1+ε = %4, %5 away.&lt;/p&gt;</source>
        <translation>&lt;p&gt;这是一个估计值：95% 这条线取决于 %1 个随机环中最忙的少数几个，换一批环，它就会移动。分布页面的搜索使用它自己的 %1 个环，对同样的 %3 台服务器和 1+ε = %4 得到 k ≈ %2，相差 %5。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With %4: the busiest server owns &lt;b&gt;%1&lt;/b&gt; its fair share of the circle, the quietest &lt;b&gt;%2&lt;/b&gt;; the coefficient of variation (CV) is &lt;b&gt;%3&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%4 时：最忙的服务器占有其圆周公平份额的 &lt;b&gt;%1&lt;/b&gt;，最闲的占 &lt;b&gt;%2&lt;/b&gt;；变异系数（CV）为 &lt;b&gt;%3&lt;/b&gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;After&lt;/b&gt; (%4): the busiest server owns &lt;b&gt;%1&lt;/b&gt; its fair share, the quietest &lt;b&gt;%2&lt;/b&gt;; the CV is &lt;b&gt;%3&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;之后&lt;/b&gt;（%4）：最忙的服务器占有其公平份额的 &lt;b&gt;%1&lt;/b&gt;，最闲的占 &lt;b&gt;%2&lt;/b&gt;；CV 为 &lt;b&gt;%3&lt;/b&gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The lesson started at ε = %1, where no server is ever full: every request went to its first choice, as on a plain consistent-hashing ring.&lt;/p&gt;</source>
        <translation>&lt;p&gt;本课开始时 ε = %1，此时没有服务器会满：每个请求都去了它的首选服务器，就像在普通的一致性哈希环上一样。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;This ring is bounded loads with ε = %1 (epsilon in the Experiment panel): a server is full only at 1+ε = %2 times its fair share, which never happens here, so every request goes to its first choice, as on a plain consistent-hashing ring.&lt;/p&gt;</source>
        <translation>&lt;p&gt;此环为有界负载，ε = %1（实验面板中的 epsilon）：服务器只有达到其公平份额的 1+ε = %2 倍时才算满，而这里从未发生，因此每个请求都去它的首选服务器，就像在普通的一致性哈希环上一样。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;This ring is bounded loads with ε = %1: a server is full only at 1+ε = %2 times its fair share, which never happens here, so every request goes to its first choice, as on a plain consistent-hashing ring.&lt;/p&gt;</source>
        <translation>&lt;p&gt;此环为有界负载，ε = %1：服务器只有达到其公平份额的 1+ε = %2 倍时才算满，而这里从未发生，因此每个请求都去它的首选服务器，就像在普通的一致性哈希环上一样。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 requests found their first choice full and went on clockwise to the next server with room. Servers that ended up with more requests than their first choice: %2 (the rows whose ε column is above their first-choice column).&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 个请求发现其首选服务器已满，于是继续顺时针走到下一台还有余量的服务器。最终请求数多于其作为首选时的服务器：%2（即 ε 列高于首选列的那些行）。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;Your experiment&apos;s %n servers that are up, with your addresses and weights, on an ideal ring with %1 points per unit of weight (nginx&apos;s default).</source>
        <translation>
            <numerusform>&lt;p&gt;你的实验中 %n 台在线的服务器，使用你的地址和权重，放在一个每单位权重 %1 个点（nginx 的默认值）的理想环上。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%n servers of weight 1 on an ideal ring with %1 points each (nginx&apos;s default).</source>
        <translation>
            <numerusform>&lt;p&gt;%n 台权重为 1 的服务器，放在一个每台 %1 个点（nginx 的默认值）的理想环上。</numerusform>
        </translation>
    </message>
    <message>
        <source> Servers whose weight is not 1: %1; each has its weight times the points.</source>
        <translation> 权重不为 1 的服务器：%1；每台的点数为其权重乘以该点数。</translation>
    </message>
    <message>
        <source> Your down servers stay down here too: %1.</source>
        <translation> 你的下线服务器在这里也保持下线：%1。</translation>
    </message>
    <message>
        <source> The Spread page plots the busiest server against k; its curve falls like the CV formula, here %1.&lt;/p&gt;</source>
        <translation> 分布页面绘制了最忙的服务器随 k 的变化；其曲线的下降与 CV 公式一致，此处为 %1。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Press &quot;Show me&quot; to give every server 1,000 points, and watch the CV.</source>
        <translation>点击“演示给我看”，给每台服务器 1,000 个点，观察 CV 的变化。</translation>
    </message>
    <message>
        <source>&lt;p&gt;The ring still holds &lt;b&gt;%1&lt;/b&gt; points, as its centre says: %2 belong to servers that are up, %3 to the down server and are skipped. Envoy (lesson 7) instead takes a removed host&apos;s points off and builds a new ring.&lt;/p&gt;</source>
        <translation>&lt;p&gt;环上仍有 &lt;b&gt;%1&lt;/b&gt; 个点，与环中心显示的一致：其中 %2 个属于在线的服务器，%3 个属于下线的服务器，会被跳过。而 Envoy（第 7 课）会拿掉被移除主机的点，重新构建一个环。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%3 was removed. Envoy builds a new ring from the %n hosts that are up: %1 points each, &lt;b&gt;%2&lt;/b&gt; in the ring, as its centre and the Numbers panel say. The removed host&apos;s points are gone, not skipped as nginx&apos;s are in lesson 4. </source>
        <translation>
            <numerusform>&lt;p&gt;%3 已被移除。Envoy 用 %n 台在线的主机构建一个新环：每台 %1 个点，环上共 &lt;b&gt;%2&lt;/b&gt; 个，与环中心和数据面板显示的一致。被移除主机的点已经消失，而不是像第 4 课中 nginx 那样被跳过。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%3 was removed. Envoy builds a new ring from the %n hosts that are up: %1 points each, &lt;b&gt;%2&lt;/b&gt; in the ring, as its centre says. The removed host&apos;s points are gone, not skipped as nginx&apos;s are in lesson 4. </source>
        <translation>
            <numerusform>&lt;p&gt;%3 已被移除。Envoy 用 %n 台在线的主机构建一个新环：每台 %1 个点，环上共 &lt;b&gt;%2&lt;/b&gt; 个，与环中心显示的一致。被移除主机的点已经消失，而不是像第 4 课中 nginx 那样被跳过。</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;This ring holds %1 points in %2 (%3 bytes a point plus the addresses). pingora-ketama v2 packs a point into %3 bytes; v1&apos;s padded point takes %4 bytes, %5 for the same points.&lt;/p&gt;</source>
        <translation>&lt;p&gt;此环存有 %1 个点，占用 %2（每个点 %3 字节，外加地址）。pingora-ketama v2 把一个点压缩为 %3 字节；v1 的点经过填充对齐，占 %4 字节，同样的点共需 %5。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;%n of the %1 points asked for landed on a 32-bit value that another point already had. The ring keeps one point per value, so it holds %2 points: k = %3 (%2 ÷ %4 servers).&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;请求的 %1 个点中有 %n 个落在了另一个点已占用的 32 位值上。环上每个值只保留一个点，所以环上有 %2 个点：k = %3（%2 ÷ %4 台服务器）。&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>Press &quot;Show me&quot; to raise the points to 10,000: what did the extra memory buy?</source>
        <translation>点击“演示给我看”，把点数提高到 10,000：额外的内存换来了什么？</translation>
    </message>
    <message>
        <source>&lt;p&gt;Requests per server, # as in the server table (★: the hot key&apos;s server, %1). That table counts keys, each once; these are requests, the hot key&apos;s %2 included:&lt;/p&gt;</source>
        <translation>&lt;p&gt;每台服务器的请求数，# 与服务器表中一致（★：热点键所在的服务器，%1）。该表统计的是键，每个键计一次；这里统计的是请求，包括热点键的 %2 个请求：&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Press &quot;Show me&quot; to raise the points per server to 1,000: is the hot server any quieter?</source>
        <translation>点击“演示给我看”，把每台服务器的点数提高到 1,000：热点服务器有没有变闲一些？</translation>
    </message>
    <message>
        <source>Press &quot;Show me&quot; to set ε (epsilon) to 0.25: bounded loads let the hot key&apos;s requests spill over.</source>
        <translation>点击“演示给我看”，把 ε（epsilon）设为 0.25：有界负载让热点键的请求溢出到其他服务器。</translation>
    </message>
    <message>
        <source>&lt;p&gt;With bounded loads at ε = %1 no server takes more than (1+ε) × fair: the busiest serves %2 requests (%3), the hot key&apos;s server %4.&lt;/p&gt;</source>
        <translation>&lt;p&gt;在 ε = %1 的有界负载下，没有服务器承担超过 (1+ε) × 公平份额：最忙的服务器处理 %2 个请求（%3），热点键所在的服务器处理 %4 个。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Press &quot;Show me&quot; to raise the points per server to the Advisor&apos;s fix, %1, and compare.</source>
        <translation>点击“演示给我看”，把每台服务器的点数提高到配置顾问给出的修复值 %1，然后比较。</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;Points even out the &lt;i&gt;hash space&lt;/i&gt;, not the traffic. The lesson started with %n servers with %1 points each serving %2 requests: the experiment&apos;s keys once each, and one popular key, %3, every tenth request (%4 requests).&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;点数均衡的是&lt;i&gt;哈希空间&lt;/i&gt;，而不是流量。本课开始时有 %n 台服务器、每台 %1 个点，处理了 %2 个请求：实验中的每个键各一次，外加一个热门键 %3，每十个请求中就有一个是它（%4 个请求）。&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;All of them went to the key&apos;s one server, %1: it served %2 requests where a fair share is %3, %4 its fair share.&lt;/p&gt;</source>
        <translation>&lt;p&gt;它们全都发往了该键唯一的服务器 %1：它处理了 %2 个请求，而公平份额为 %3，是其公平份额的 %4。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::LiveFigureKind</name>
    <message>
        <source>--run: the live figure needs a run folder (with results.json)</source>
        <translation>--run：live 图表需要一个运行文件夹（含 results.json）</translation>
    </message>
    <message>
        <source>--run: %1</source>
        <translation>--run：%1</translation>
    </message>
    <message>
        <source>--run: %1 counts no backend</source>
        <translation>--run：%1 中没有统计到任何后端</translation>
    </message>
    <message>
        <source>--run: no backend answered a key in %1: there is nothing to draw</source>
        <translation>--run：%1 中没有后端应答任何键：没有可绘制的内容</translation>
    </message>
    <message>
        <source>%1 live run, %2 keys answered by %3 backends (%4 down); %5</source>
        <translation>%1 实测运行，%2 个键由 %3 个后端应答（%4 个下线）；%5</translation>
    </message>
    <message>
        <source>valid run</source>
        <translation>有效运行</translation>
    </message>
    <message>
        <source>invalid run: %1</source>
        <translation>无效运行：%1</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::LivePage</name>
    <message>
        <source>Live run</source>
        <translation>实测运行</translation>
    </message>
    <message>
        <source>A live run is already running.</source>
        <translation>已有一个实测运行正在进行。</translation>
    </message>
    <message>
        <source>Cannot create the run folder %1.</source>
        <translation>无法创建运行文件夹 %1。</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) without an answer so far</source>
        <translation>
            <numerusform>目前有 %n 个请求未得到应答</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) other than 200 so far</source>
        <translation>
            <numerusform>目前有 %n 个应答不是 200</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking every key against the port…</source>
        <translation>正在用移植实现逐键核对…</translation>
    </message>
    <message>
        <source>Port agreement (%1): %2 of %3 keys matched (%4%), %5 mismatched, %6 unanswered</source>
        <translation>移植实现一致性（%1）：%3 个键中 %2 个一致（%4%），%5 个不一致，%6 个未应答</translation>
    </message>
    <message>
        <source>skipped backend</source>
        <translation>跳过了后端</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Proxy sent to</source>
        <translation>代理发往</translation>
    </message>
    <message>
        <source>Port predicts</source>
        <translation>移植版预测</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Keys per backend appear here as the proxy answers, a few times a second.</source>
        <translation>代理应答时，每个后端的键数会在这里显示，每秒更新几次。</translation>
    </message>
    <message>
        <source>%1 live run</source>
        <translation>%1 实测运行</translation>
    </message>
    <message>
        <source>✓ The %1 run is valid</source>
        <translation>✓ %1 运行有效</translation>
    </message>
    <message>
        <source>✗ The %1 run is not valid</source>
        <translation>✗ %1 运行无效</translation>
    </message>
    <message>
        <source>Final: busiest %1× mean, CV %2% over %3 keys answered by a backend; %4 failed, %5 not 200</source>
        <translation>最终：最忙的为均值的 %1×，CV %2%（基于 %3 个由后端应答的键）；%4 个失败，%5 个非 200</translation>
    </message>
    <message numerus="yes">
        <source>backend %1 is down but answered %Ln keys</source>
        <translation>
            <numerusform>后端 %1 已下线，却应答了 %Ln 个键</numerusform>
        </translation>
    </message>
    <message>
        <source>The log of the proxy and its backends appears here.</source>
        <translation>代理及其后端的日志显示在这里。</translation>
    </message>
    <message>
        <source>After Start, the log of the proxy and its backends appears here; when the run ends, every key&apos;s backend is checked against RingLab&apos;s port of the proxy.</source>
        <translation>点击“开始”后，代理及其后端的日志显示在这里；运行结束时，每个键的后端都会与 RingLab 对该代理的移植逐一核对。</translation>
    </message>
    <message>
        <source>✗ The %1 run did not start</source>
        <translation>✗ %1 运行未能启动</translation>
    </message>
    <message>
        <source>Shown below: this last run. Start runs %1.</source>
        <translation>下方显示的是这次最近的运行。点击开始将运行 %1。</translation>
    </message>
    <message>
        <source>So far: no answers yet.</source>
        <translation>目前：尚无应答。</translation>
    </message>
    <message>
        <source>So far: no key answered; %1 unanswered, %2 not 200</source>
        <translation>目前：没有键得到应答；%1 个未应答，%2 个非 200</translation>
    </message>
    <message numerus="yes">
        <source>So far: busiest %1× mean, CV %2% over %Ln answered key(s); %3 unanswered, %4 not 200</source>
        <translation>
            <numerusform>目前：最忙的为均值的 %1×，CV %2%（基于 %Ln 个已应答的键）；%3 个未应答，%4 个非 200</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to export yet: start a run first.</source>
        <translation>暂无可导出的内容：请先开始一次运行。</translation>
    </message>
    <message>
        <source>Nothing to export: the run did not start.</source>
        <translation>没有可导出的内容：运行未能启动。</translation>
    </message>
    <message>
        <source>Nothing to export yet: no backend has answered a key.</source>
        <translation>暂无可导出的内容：尚无后端应答任何键。</translation>
    </message>
    <message>
        <source>(Language changed: the lines above stay in the language they were written in.)</source>
        <translation>（语言已切换：上方各行保留其写入时的语言。）</translation>
    </message>
    <message>
        <source>%1 · previous run, ended %2 (the next %3 run was cancelled before any answer)</source>
        <translation>%1 · 上一次运行，结束于 %2（下一次 %3 运行在收到任何应答前已取消）</translation>
    </message>
    <message>
        <source>%1 · previous run, ended %2 (the next %3 run failed to start)</source>
        <translation>%1 · 上一次运行，结束于 %2（下一次 %3 运行未能启动）</translation>
    </message>
    <message>
        <source>Previous run (%1, %2): the new %3 run was cancelled before any key was answered.</source>
        <translation>上一次运行（%1，%2）：新的 %3 运行在任何键得到应答前已取消。</translation>
    </message>
    <message>
        <source>Previous run (%1, %2): the new %3 run failed to start: %4</source>
        <translation>上一次运行（%1，%2）：新的 %3 运行未能启动：%4</translation>
    </message>
    <message>
        <source>—— New %1 run, started %2 ——</source>
        <translation>—— 新的 %1 运行，开始于 %2 ——</translation>
    </message>
    <message>
        <source>✗ The new %1 run was cancelled before any answer; below: the previous run (%2, %3)</source>
        <translation>✗ 新的 %1 运行在收到任何应答前已取消；以下为上一次运行（%2，%3）</translation>
    </message>
    <message>
        <source>✗ The new %1 run did not start; below: the previous run (%2, %3)</source>
        <translation>✗ 新的 %1 运行未能启动；以下为上一次运行（%2，%3）</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::LiveRunForm</name>
    <message>
        <source>%1 (not installed: %2 not found)</source>
        <translation>%1（未安装：未找到 %2）</translation>
    </message>
    <message>
        <source>Runs %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <source>%1 is not on PATH or in /usr/sbin: install %2 to run it live</source>
        <translation>%1 不在 PATH 或 /usr/sbin 中：请安装 %2 以进行实测运行</translation>
    </message>
    <message>
        <source>(proxy default)</source>
        <translation>（代理默认值）</translation>
    </message>
    <message>
        <source>Proxy:</source>
        <translation>代理：</translation>
    </message>
    <message>
        <source>The real proxy to start on 127.0.0.1: %1</source>
        <translation>要在 127.0.0.1 上启动的真实代理：%1</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>变体：</translation>
    </message>
    <message>
        <source>Seed variants of the chosen proxy (weights, keepalive)</source>
        <translation>所选代理的原始文章变体（权重、keepalive）</translation>
    </message>
    <message>
        <source>Base port:</source>
        <translation>起始端口：</translation>
    </message>
    <message>
        <source>First backend port on 127.0.0.1; the backends use base … base + backends − 1 and the proxy the next port (1024–65535 in all)</source>
        <translation>127.0.0.1 上的第一个后端端口；各后端使用 base … base + backends − 1，代理使用下一个端口（全部在 1024–65535 内）</translation>
    </message>
    <message>
        <source>Pick free ports if these are busy</source>
        <translation>如果这些端口被占用，则选择空闲端口</translation>
    </message>
    <message>
        <source>When a port of the range is taken, move the whole range to the first free one instead of refusing to start</source>
        <translation>当范围内某个端口被占用时，将整个范围移到第一个空闲范围，而不是拒绝启动</translation>
    </message>
    <message>
        <source>Concurrency:</source>
        <translation>并发数：</translation>
    </message>
    <message>
        <source>Requests in flight at once, 1–1024</source>
        <translation>同时进行中的请求数，1–1024</translation>
    </message>
    <message>
        <source>weight %1</source>
        <translation>权重 %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>setting name, value</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>what a variant changes, its id</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>it runs %1, the experiment&apos;s algorithm is %2</source>
        <translation>它运行的是 %1，而实验的算法是 %2</translation>
    </message>
    <message>
        <source>a live run starts at most %1 backends, the experiment has %2 servers</source>
        <translation>一次实测运行最多启动 %1 个后端，而实验有 %2 台服务器</translation>
    </message>
    <message>
        <source>the backends listen on %1–%2, not on the experiment&apos;s addresses, and the ring hashes these</source>
        <translation>后端监听在 %1–%2 上，而不是实验中的地址，环对这些地址做哈希</translation>
    </message>
    <message>
        <source>the variant gives every backend weight %1</source>
        <translation>该变体给每个后端的权重都是 %1</translation>
    </message>
    <message>
        <source>the experiment routes no keys (exact shares); the run sends %1</source>
        <translation>实验不路由任何键（精确份额）；本次运行发送 %1</translation>
    </message>
    <message>
        <source>the run sends %1 keys, the most a live run sends, of the experiment&apos;s %2</source>
        <translation>本次运行发送 %1 个键（实测运行最多发送这么多），实验共有 %2 个</translation>
    </message>
    <message>
        <source>%1 cannot be set in a live run</source>
        <translation>%1 无法在实测运行中设置</translation>
    </message>
    <message>
        <source>Differs from the experiment: %1.</source>
        <translation>与实验的不同之处：%1。</translation>
    </message>
    <message>
        <source>weights %1–%2</source>
        <translation>权重 %1–%2</translation>
    </message>
    <message>
        <source>%1 keys (seed %2)</source>
        <translation>%1 个键（种子 %2）</translation>
    </message>
    <message>
        <source>the keys of %1</source>
        <translation>%1 的键</translation>
    </message>
    <message>
        <source>Servers, weights, down servers and keys: the experiment&apos;s (%1 servers, %2 down, %3, %4).</source>
        <translation>服务器、权重、下线服务器和键：均来自实验（%1 台服务器，%2 台下线，%3，%4）。</translation>
    </message>
    <message>
        <source>Change them in the Experiment dock: the live run sends the experiment&apos;s keys to its servers, with their weights and down marks, so that its result stands beside the Numbers panel&apos;s for the same setup</source>
        <translation>请在实验面板中修改它们：实测运行把实验的键发送到实验的服务器，并沿用其权重和下线标记，这样其结果就能与数据面板中同一设置的结果并列对照</translation>
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
        <translation>实验</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>计算中…</translation>
    </message>
    <message>
        <source>Guided tour</source>
        <translation>导览教程</translation>
    </message>
    <message>
        <source>Ready: %1</source>
        <translation>就绪：%1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Default &amp;experiment</source>
        <translation>默认实验(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe palette</source>
        <translation>色盲友好配色(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Guided tour</source>
        <translation>导览教程(&amp;G)</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Open experiment</source>
        <translation>打开实验</translation>
    </message>
    <message>
        <source>RingLab experiments (*.json);;All files (*)</source>
        <translation>RingLab 实验 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save experiment</source>
        <translation>保存实验</translation>
    </message>
    <message>
        <source>RingLab experiments (*.json)</source>
        <translation>RingLab 实验 (*.json)</translation>
    </message>
    <message>
        <source>&amp;About RingLab</source>
        <translation>关于 RingLab(&amp;A)</translation>
    </message>
    <message>
        <source>Export &amp;all figures…</source>
        <translation>导出全部图表(&amp;A)…</translation>
    </message>
    <message>
        <source>Nothing to export yet: this page has not computed its figures.</source>
        <translation>暂无可导出内容：此页面尚未计算出图表。</translation>
    </message>
    <message>
        <source>This page has no figure to export; File ▸ Export all figures… writes every page&apos;s figures.</source>
        <translation>此页面没有可导出的图表；“文件 ▸ 导出全部图表…”会写出所有页面的图表。</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Preparing the figures…</source>
        <translation>正在准备图表…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Export all figures</source>
        <translation>导出全部图表</translation>
    </message>
    <message>
        <source>Writing %1 (%2 of %3)</source>
        <translation>正在写入 %1（第 %2 个，共 %3 个）</translation>
    </message>
    <message numerus="yes">
        <source>Export cancelled after %n file(s).</source>
        <translation>
            <numerusform>导出在 %n 个文件后被取消。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) written to %1</source>
        <translation>
            <numerusform>已将 %n 个文件写入 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The experiment &quot;%1&quot; has unsaved changes. Save them?</source>
        <translation>实验“%1”有未保存的更改。是否保存？</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>User &amp;manual</source>
        <translation>用户手册(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Gallery of published figures…</source>
        <translation>已发表图表图库(&amp;G)…</translation>
    </message>
    <message>
        <source>%1[*] — RingLab</source>
        <translation>%1[*] — RingLab</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>&amp;Clear list</source>
        <translation>清除列表(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <source>experiment</source>
        <translation>实验</translation>
    </message>
    <message>
        <source>Undoes the last change to the experiment. Inside a text field, Ctrl+Z undoes the typing in that field; this menu item always undoes the experiment.</source>
        <translation>撤销对实验的上一次更改。在文本框内，Ctrl+Z 撤销该文本框中的输入；此菜单项始终撤销对实验的更改。</translation>
    </message>
    <message>
        <source>Undoes the last change to the experiment: %1. Inside a text field, Ctrl+Z undoes the typing in that field; this menu item always undoes the experiment.</source>
        <translation>撤销对实验的上一次更改：%1。在文本框内，Ctrl+Z 撤销该文本框中的输入；此菜单项始终撤销对实验的更改。</translation>
    </message>
    <message numerus="yes">
        <source>Written (%n file(s)):</source>
        <translation>
            <numerusform>已写入（%n 个文件）：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not written (%n file(s)):</source>
        <translation>
            <numerusform>未写入（%n 个文件）：</numerusform>
        </translation>
    </message>
    <message>
        <source>%1

%2 of %3 files written to %4.</source>
        <translation>%1

%3 个文件中的 %2 个已写入 %4。</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::ManualDialog</name>
    <message>
        <source>RingLab user manual</source>
        <translation>RingLab 用户手册</translation>
    </message>
    <message>
        <source>This manual is written in English only; the program itself follows the language you chose.</source>
        <translation>本手册仅有英文版；程序本身使用您选择的语言。</translation>
    </message>
    <message>
        <source>The manual is missing: no manual.md in %1.</source>
        <translation>找不到用户手册：%1 中没有 manual.md。</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::NumbersPanel</name>
    <message>
        <source>Busiest:</source>
        <translation>最忙：</translation>
    </message>
    <message>
        <source>The largest share of any server, as a multiple of its fair share</source>
        <translation>所有服务器中的最大份额，以其公平份额的倍数表示</translation>
    </message>
    <message>
        <source>Quietest:</source>
        <translation>最闲：</translation>
    </message>
    <message>
        <source>The smallest share of any server, as a multiple of its fair share</source>
        <translation>所有服务器中的最小份额，以其公平份额的倍数表示</translation>
    </message>
    <message>
        <source>CV:</source>
        <translation>CV：</translation>
    </message>
    <message>
        <source>Coefficient of variation of the servers&apos; shares (standard deviation ÷ mean)</source>
        <translation>各服务器份额的变异系数（标准差 ÷ 均值）</translation>
    </message>
    <message>
        <source>Formula:</source>
        <translation>公式：</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>点数：</translation>
    </message>
    <message>
        <source>Points on the ring (or table slots)</source>
        <translation>环上的点数（或表的槽数）</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>计算中…</translation>
    </message>
    <message>
        <source>%1× fair share (%2)</source>
        <translation>%1× 公平份额（%2）</translation>
    </message>
    <message>
        <source>%1% (N = %2, k = %3)</source>
        <translation>%1%（N = %2，k = %3）</translation>
    </message>
    <message>
        <source>n/a (no ring points)</source>
        <translation>不适用（无环上点）</translation>
    </message>
    <message>
        <source>Expected CV of an ideal next-point ring: sqrt((N−1)/(N·k+1)). With unequal weights k is the effective number of points: the harmonic mean of the servers&apos; point counts.</source>
        <translation>采用“下一个点”规则的理想环的期望 CV：sqrt((N−1)/(N·k+1))。权重不等时，k 为有效点数：各服务器点数的调和平均数。</translation>
    </message>
    <message>
        <source>%1% (N = %2, effective k = %3: the harmonic mean of the servers&apos; points, as weights differ)</source>
        <translation>%1%（N = %2，有效 k = %3：因权重不同，取各服务器点数的调和平均数）</translation>
    </message>
    <message>
        <source>none (decides per key)</source>
        <translation>无（逐键决定）</translation>
    </message>
    <message numerus="yes">
        <source>%Ln table slot(s)</source>
        <translation>
            <numerusform>%Ln 个表槽</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln 个点</numerusform>
        </translation>
    </message>
    <message>
        <source>Memory:</source>
        <translation>内存：</translation>
    </message>
    <message>
        <source>Bytes the scheme&apos;s own structure uses: its ring points, its table, or (without either) its bucket → server list</source>
        <translation>该方案自身结构占用的字节数：环上的点、查找表，或（两者皆无时）桶 → 服务器列表</translation>
    </message>
    <message>
        <source>Keys:</source>
        <translation>键：</translation>
    </message>
    <message>
        <source>Generated keys routed through the scheme (the Ring page&apos;s Keys column): at most %1; of more, the first %1 are routed as a sample</source>
        <translation>经该方案路由的生成键（环页面的“键数”列）：最多 %1 个；更多时，路由前 %1 个作为样本</translation>
    </message>
    <message>
        <source>%1 routed</source>
        <translation>已路由 %1 个</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::PresenterMode</name>
    <message>
        <source>&amp;Presenter mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>Full screen, larger fonts and ring labels, the ring and the tour side by side (F11)</source>
        <translation>全屏、更大的字体和环标签，环与导览教程并排显示（F11）</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::RemovalFigureKind</name>
    <message>
        <source>removal matrices</source>
        <translation>移除矩阵</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::RemovalPage</name>
    <message>
        <source>%1, weight %2</source>
        <translation>%1，权重 %2</translation>
    </message>
    <message>
        <source>Removal</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Removing each server in turn…</source>
        <translation>正在依次移除每台服务器…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Where a removed server&apos;s keys go</source>
        <translation>被移除服务器的键去了哪里</translation>
    </message>
    <message>
        <source>Left:</source>
        <translation>左：</translation>
    </message>
    <message>
        <source>Right:</source>
        <translation>右：</translation>
    </message>
    <message>
        <source>Weight:</source>
        <translation>权重：</translation>
    </message>
    <message>
        <source>as listed</source>
        <translation>按列表</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>The algorithm of this side&apos;s heatmap</source>
        <translation>这一侧热力图所用的算法</translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s) per configuration; colour: fraction of the removed server&apos;s keys.</source>
        <translation>
            <numerusform>每种配置 %Ln 个键；颜色：被移除服务器的键所占比例。</numerusform>
        </translation>
    </message>
    <message>
        <source>Give every server this weight, %1 to %2 for this algorithm; &quot;as listed&quot; keeps the experiment&apos;s weights</source>
        <translation>为每台服务器设置此权重，此算法允许 %1 到 %2；“按列表”保留实验中的权重</translation>
    </message>
    <message>
        <source>Per configuration: %1 Colour: fraction of the removed server&apos;s keys.</source>
        <extracomment>%1 is a sentence such as &quot;200,000 of 5,000,000 keys routed (a sample: …).&quot;</extracomment>
        <translation>每种配置：%1 颜色：被移除服务器的键所占比例。</translation>
    </message>
    <message>
        <source>Left: %1; right: %2; %3 servers, %4</source>
        <translation>左：%1；右：%2；%3 台服务器，%4</translation>
    </message>
    <message>
        <source>%1, w%2</source>
        <translation>%1，权重 %2</translation>
    </message>
    <message>
        <source>Left: %1</source>
        <translation>左：%1</translation>
    </message>
    <message>
        <source>Right: %1</source>
        <translation>右：%1</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::RemovalSummaryModel</name>
    <message>
        <source>Removed server</source>
        <translation>被移除的服务器</translation>
    </message>
    <message>
        <source>Its share</source>
        <translation>其份额</translation>
    </message>
    <message>
        <source>Receivers</source>
        <translation>接收者</translation>
    </message>
    <message>
        <source>Largest receiver</source>
        <translation>最大接收者</translation>
    </message>
    <message>
        <source>Moved between survivors</source>
        <translation>存活服务器之间的迁移</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::RingPage</name>
    <message>
        <source>&amp;Remove server</source>
        <translation>移除服务器(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Weight…</source>
        <translation>权重(&amp;W)…</translation>
    </message>
    <message>
        <source>Type a key, e.g. /objects/cat.jpg, and press Enter</source>
        <translation>输入一个键，例如 /objects/cat.jpg，然后按回车</translation>
    </message>
    <message>
        <source>&amp;Look up</source>
        <translation>查找(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Add server</source>
        <translation>添加服务器(&amp;A)</translation>
    </message>
    <message>
        <source>Whole &amp;circle</source>
        <translation>整个圆周(&amp;C)</translation>
    </message>
    <message>
        <source>Remove the selected server (click a server on the ring or in the table first)</source>
        <translation>移除所选服务器（请先在环上或表格中点击一台服务器）</translation>
    </message>
    <message>
        <source>Change the selected server&apos;s weight</source>
        <translation>修改所选服务器的权重</translation>
    </message>
    <message>
        <source>Lookup: served by %1</source>
        <translation>查找：由 %1 提供服务</translation>
    </message>
    <message>
        <source>The last server cannot be removed</source>
        <translation>不能移除最后一台服务器</translation>
    </message>
    <message>
        <source>Removed %1</source>
        <translation>已移除 %1</translation>
    </message>
    <message>
        <source>Added %1</source>
        <translation>已添加 %1</translation>
    </message>
    <message>
        <source>%1 does not use weights</source>
        <translation>%1 不使用权重</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Weight of %1 (%2 to %3):</source>
        <translation>%1 的权重（%2 到 %3）：</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>环</translation>
    </message>
    <message>
        <source>The ring: %1</source>
        <translation>环：%1</translation>
    </message>
    <message>
        <source>Any text (up to 1,000 characters): it is hashed like a request URI and the lookup is animated on the ring</source>
        <translation>任意文本（最多 1,000 个字符）：它会像请求 URI 一样被哈希，并在环上以动画展示查找过程</translation>
    </message>
    <message>
        <source>Add a server with weight 1 on the first free port from 127.0.0.1:9001</source>
        <translation>在从 127.0.0.1:9001 起的第一个空闲端口上添加一台权重为 1 的服务器</translation>
    </message>
    <message>
        <source>Zoom out to show the whole circle</source>
        <translation>缩小以显示整个圆周</translation>
    </message>
    <message>
        <source>%1, %2, %3 (seed %4)</source>
        <translation>%1，%2，%3（种子 %4）</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n 台服务器</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s)</source>
        <translation>
            <numerusform>%Ln 个键</numerusform>
        </translation>
    </message>
    <message>
        <source>Outer band: the lookup table&apos;s slots, coloured by server · dots: keys (no ring points).</source>
        <translation>外圈色带：查找表的槽位，按服务器着色 · 圆点：键（没有环上的点）。</translation>
    </message>
    <message>
        <source>Outer band: each server&apos;s share, coloured by server (no positions on a circle) · dots: keys.</source>
        <translation>外圈色带：每台服务器的份额，按服务器着色（在圆上没有位置） · 圆点：键。</translation>
    </message>
    <message>
        <source>Ticks: points, coloured by server · outer band: the arc each server owns · dots: keys.</source>
        <translation>刻度：点，按服务器着色 · 外圈色带：每台服务器拥有的弧 · 圆点：键。</translation>
    </message>
    <message>
        <source>Wheel: zoom · drag: turn · click: select a server · double-click: look up that spot · right-click: more.</source>
        <translation>滚轮：缩放 · 拖动：旋转 · 单击：选择服务器 · 双击：查找该位置 · 右键：更多。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>ring legend</comment>
        <extracomment>The ring legend: what the marks show (%1), then what the mouse does (%2).</extracomment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>tick: a point, in its server&apos;s colour</source>
        <translation>刻度：一个点，按所属服务器着色</translation>
    </message>
    <message>
        <source>band: the arc each server owns</source>
        <translation>色带：每台服务器拥有的弧</translation>
    </message>
    <message>
        <source>band: the lookup table&apos;s slots, by server</source>
        <translation>色带：查找表的槽位，按服务器着色</translation>
    </message>
    <message>
        <source>band: each server&apos;s share (no positions)</source>
        <translation>色带：每台服务器的份额（没有位置）</translation>
    </message>
    <message>
        <source>dot: a key, in its server&apos;s colour</source>
        <translation>圆点：一个键，按所属服务器着色</translation>
    </message>
    <message>
        <source>no ring points (decides per key)</source>
        <translation>无环上点（逐键决定）</translation>
    </message>
    <message numerus="yes">
        <source>%Ln table slot(s)</source>
        <translation>
            <numerusform>%Ln 个表槽</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln 个点</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ringlab::gui::RingRenderer</name>
    <message>
        <source>Computing…</source>
        <translation>计算中…</translation>
    </message>
    <message>
        <source>→ %1%</source>
        <translation>→ %1%</translation>
    </message>
    <message>
        <source>%1% ←</source>
        <translation>%1% ←</translation>
    </message>
    <message>
        <source>Lookup at a point of the circle</source>
        <translation>在圆周上的某个点查找</translation>
    </message>
    <message>
        <source>Key %1</source>
        <translation>键 %1</translation>
    </message>
    <message>
        <source>→ served by %1</source>
        <translation>→ 由 %1 提供服务</translation>
    </message>
    <message>
        <source>next point clockwise</source>
        <translation>顺时针的下一个点</translation>
    </message>
    <message>
        <source>nearest point, either side</source>
        <translation>最近的点，两侧均可</translation>
    </message>
    <message>
        <source>band: the lookup table&apos;s %1 slots</source>
        <translation>色带：查找表的 %1 个槽</translation>
    </message>
    <message>
        <source>band: each server&apos;s share (no positions)</source>
        <translation>色带：每台服务器的份额（无位置）</translation>
    </message>
    <message>
        <source>every point drawn</source>
        <translation>已绘制所有点</translation>
    </message>
    <message>
        <source>≈ %1 points per pixel</source>
        <translation>≈ 每像素 %1 个点</translation>
    </message>
    <message>
        <source>zoom %1× · %2% of the circle visible</source>
        <translation>缩放 %1× · 可见圆周的 %2%</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n 台服务器</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln 个点</numerusform>
        </translation>
    </message>
    <message>
        <source>preview with fewer points per server, the full ring is being built</source>
        <translation>每台服务器点数较少的预览，完整的环正在构建中</translation>
    </message>
    <message>
        <source>Labels read server·point: %1 is point %2 of server #%3 (%4), # as in the table</source>
        <translation>标签格式为“服务器·点”：%1 表示第 #%3 台服务器（%4）的第 %2 个点，# 与表格中相同</translation>
    </message>
    <message>
        <source>no point in view: the whole arc shown belongs to server #%1 (%2)</source>
        <translation>视野中没有点：所示的整段弧属于服务器 #%1（%2）</translation>
    </message>
    <message>
        <source>no point in view: the arc shown is split between server #%1 (%2) and #%3 (%4)</source>
        <translation>视野中没有点：所示的弧分属服务器 #%1（%2）和 #%3（%4）</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::RingView</name>
    <message>
        <source>Server share: %1% (%2× its fair share)</source>
        <translation>服务器份额：%1%（其公平份额的 %2×）</translation>
    </message>
    <message>
        <source>Server %1 (#%2)</source>
        <translation>服务器 %1（#%2）</translation>
    </message>
    <message>
        <source>Point %1 of %2</source>
        <translation>第 %1 个点（共 %2 个）</translation>
    </message>
    <message>
        <source>Hash 0x%1</source>
        <translation>哈希 0x%1</translation>
    </message>
    <message>
        <source>Arc owned by this point: %1% of the circle</source>
        <translation>此点拥有的弧：圆周的 %1%</translation>
    </message>
    <message>
        <source>This arc: %1% of the circle</source>
        <translation>此弧：圆周的 %1%</translation>
    </message>
    <message>
        <source>Table slot %1 of %2</source>
        <translation>表槽 %1（共 %2 个）</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 keys moved (%3%)</source>
        <translation>
            <numerusform>%2 个键中有 %1 个迁移（%3%）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 between surviving servers (magenta)</source>
        <translation>其中 %1 个在剩余服务器之间迁移（品红色）</translation>
    </message>
    <message>
        <source>Look up here</source>
        <translation>在此查找</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>移除 %1</translation>
    </message>
    <message>
        <source>Change the weight of %1…</source>
        <translation>修改 %1 的权重…</translation>
    </message>
    <message>
        <source>Add a server</source>
        <translation>添加服务器</translation>
    </message>
    <message>
        <source>Show the whole circle</source>
        <translation>显示整个圆周</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 及另外 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 from %2 to %n servers (largest: %3%)</source>
        <translation>
            <numerusform>%1 从 %2 分到 %n 台服务器（最大：%3%）</numerusform>
        </translation>
    </message>
    <message>
        <source>Left: %1</source>
        <translation>已离开：%1</translation>
    </message>
    <message numerus="yes">
        <source>from %n servers, most from %1 (%2 keys)</source>
        <translation>
            <numerusform>，来自 %n 台服务器，最多来自 %1（%2 个键）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 took %2% of the hash space: %3 keys %4</source>
        <translation>
            <numerusform>%1 接收了 %2% 的哈希空间：%3 个键%4</numerusform>
        </translation>
    </message>
    <message>
        <source>No server left or joined: the weights changed</source>
        <translation>没有服务器离开或加入：权重发生了变化</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::RunCompareBox</name>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Choose a live run folder (with results.json)</source>
        <translation>选择一个实测运行文件夹（含 results.json）</translation>
    </message>
    <message>
        <source>%1 keys on the removed servers, %2 receivers, largest %3%, %4 other keys moved</source>
        <translation>被移除服务器上有 %1 个键，%2 个接收者，最大 %3%，另有 %4 个键被迁移</translation>
    </message>
    <message>
        <source>Removed: %1 (%2 common keys)
Measured: %3
Predicted: %4%5</source>
        <translation>移除：%1（%2 个共同的键）
实测：%3
预测：%4%5</translation>
    </message>
    <message>
        <source>Normal run: choose the folder of a run with every server up.</source>
        <translation>正常运行：请选择所有服务器均在线的运行所在的文件夹。</translation>
    </message>
    <message>
        <source>Run with servers down: choose the folder of a run with servers marked down.</source>
        <translation>有服务器下线的运行：请选择有服务器被标记为下线的运行所在的文件夹。</translation>
    </message>
    <message>
        <source>Comparing the two runs…</source>
        <translation>正在比较两次运行…</translation>
    </message>
    <message>
        <source>Remap of two runs</source>
        <translation>两次运行之间的重映射</translation>
    </message>
    <message>
        <source>Compare runs</source>
        <translation>比较运行</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Normal run:</source>
        <translation>正常运行：</translation>
    </message>
    <message>
        <source>Run with servers down:</source>
        <translation>有服务器下线的运行：</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Folder of a live run with every server up (recent runs in the list)</source>
        <translation>所有服务器均在线的实测运行文件夹（列表中为最近的运行）</translation>
    </message>
    <message>
        <source>Folder of a live run of the same keys with servers marked down</source>
        <translation>使用相同的键且有服务器被标记为下线的实测运行文件夹</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>有效</translation>
    </message>
    <message>
        <source>not valid</source>
        <translation>无效</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 keys · %3 · %4</source>
        <translation>
            <numerusform>%1 · %2 个键 · %3 · %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 及另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>down: %1</source>
        <translation>下线：%1</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::ServerTableModel</name>
    <message numerus="yes">
        <source>%1: %2% of the hash space, %3× its fair share, %4 keys</source>
        <translation>
            <numerusform>%1：哈希空间的 %2%，其公平份额的 %3×，%4 个键</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (down)</source>
        <translation>%1（下线）</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>份额</translation>
    </message>
    <message>
        <source>× fair</source>
        <translation>× 公平</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>键数</translation>
    </message>
    <message>
        <source>Share vs fair share</source>
        <translation>份额／公平份额</translation>
    </message>
    <message numerus="yes">
        <source>%1 owns %Ln of the table&apos;s %2 slots</source>
        <translation>
            <numerusform>%1 拥有表中 %2 个槽位中的 %Ln 个</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 keeps no points or slots: it decides each key from the key and the server list alone</source>
        <translation>%1 不保存点或槽位：它仅根据键和服务器列表逐键决定</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %Ln points on the ring</source>
        <translation>
            <numerusform>%1 在环上有 %Ln 个点</numerusform>
        </translation>
    </message>
    <message>
        <source>Slots of the lookup table each server owns (a table has no ring points)</source>
        <translation>每台服务器拥有的查找表槽位数（表没有环上的点）</translation>
    </message>
    <message>
        <source>—: this scheme keeps no points; it decides each key without a ring</source>
        <translation>—：此方案不保存点；它无需环即可逐键决定</translation>
    </message>
    <message>
        <source>Points each server has on the ring</source>
        <translation>每台服务器在环上的点数</translation>
    </message>
    <message>
        <source>Slots</source>
        <translation>槽位</translation>
    </message>
    <message>
        <source>The server&apos;s number in the server list, as the ring&apos;s labels count it (3·12: point 12 of server #3); the rows are sorted by share, largest first</source>
        <translation>服务器在服务器列表中的编号，与环上标签的计数一致（3·12：第 #3 台服务器的第 12 个点）；各行按份额从大到小排序</translation>
    </message>
    <message>
        <source>Generated keys routed to each server</source>
        <translation>路由到每台服务器的生成键</translation>
    </message>
    <message>
        <source>Keys (sample)</source>
        <extracomment>The Keys column&apos;s title when it counts a sample of the experiment&apos;s keys (its tooltip says how many).</extracomment>
        <translation>键数（样本）</translation>
    </message>
    <message>
        <source>Not computed: %1</source>
        <translation>未计算：%1</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::SnapshotService</name>
    <message>
        <source>memory: building this ring ran out of memory; use fewer servers, lower weights or fewer points</source>
        <translation>memory：构建此环时内存不足；请减少服务器、降低权重或减少点数</translation>
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
        <translation>允许范围：%1；%2 超出范围。</translation>
    </message>
    <message>
        <source>%1: allowed %2; %3 is outside the range.</source>
        <translation>%1：允许范围 %2；%3 超出范围。</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::SpreadFigureKind</name>
    <message>
        <source>spread sweep</source>
        <translation>分布扫描</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::SpreadFigures</name>
    <message>
        <source>Ideal rings, N = %1 servers, %2 rings per k (next point), %3 (nearest), seed %4</source>
        <translation>理想环，N = %1 台服务器，每个 k 有 %2 个环（下一个点规则），%3 个（最近点规则），种子 %4</translation>
    </message>
    <message>
        <source>Spread (CV) against points per server</source>
        <translation>分布（CV）随每台服务器点数的变化</translation>
    </message>
    <message>
        <source>Busiest server against points per server</source>
        <translation>最忙的服务器随每台服务器点数的变化</translation>
    </message>
    <message>
        <source>Quietest server against points per server</source>
        <translation>最闲的服务器随每台服务器点数的变化</translation>
    </message>
    <message>
        <source>Per-server load, sorted</source>
        <translation>每台服务器的负载（已排序）</translation>
    </message>
    <message>
        <source>Points per server (k)</source>
        <translation>每台服务器的点数（k）</translation>
    </message>
    <message>
        <source>CV of server load</source>
        <translation>服务器负载的 CV</translation>
    </message>
    <message>
        <source>Cloudflare: √((N−1)/(N·k+1))</source>
        <translation>Cloudflare：√((N−1)/(N·k+1))</translation>
    </message>
    <message>
        <source>1/√k</source>
        <translation>1/√k</translation>
    </message>
    <message>
        <source>Nearest-point formula</source>
        <translation>最近点规则公式</translation>
    </message>
    <message>
        <source>Simulated, next point (RMS CV, ±2 SE)</source>
        <translation>模拟，下一个点规则（RMS CV，±2 SE）</translation>
    </message>
    <message>
        <source>Simulated, nearest point (RMS CV)</source>
        <translation>模拟，最近点规则（RMS CV）</translation>
    </message>
    <message>
        <source>Busiest load / fair share</source>
        <translation>最忙服务器的负载 / 公平份额</translation>
    </message>
    <message>
        <source>Quietest load / fair share</source>
        <translation>最闲服务器的负载 / 公平份额</translation>
    </message>
    <message>
        <source>5–95% of rings</source>
        <translation>5–95% 的环</translation>
    </message>
    <message>
        <source>Simulated mean</source>
        <translation>模拟均值</translation>
    </message>
    <message>
        <source>Gamma-maximum model</source>
        <translation>伽马最大值模型</translation>
    </message>
    <message>
        <source>Gamma-minimum model</source>
        <translation>伽马最小值模型</translation>
    </message>
    <message>
        <source>fair share</source>
        <translation>公平份额</translation>
    </message>
    <message>
        <source>Load / fair share</source>
        <translation>负载 / 公平份额</translation>
    </message>
    <message>
        <source>Exact share</source>
        <translation>精确份额</translation>
    </message>
    <message>
        <source>Routed keys</source>
        <translation>路由的键</translation>
    </message>
    <message>
        <source>%1; not plotted, no points per server: %2</source>
        <translation>%1；未绘制，每台服务器没有点：%2</translation>
    </message>
    <message>
        <source>Servers by exact load (1 = busiest)</source>
        <translation>按精确负载排序的服务器（1 = 最忙）</translation>
    </message>
    <message>
        <source>%1, %2 servers, %3 (seed %4)</source>
        <translation>%1，%2 台服务器，%3（种子 %4）</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::SpreadPage</name>
    <message>
        <source>Spread</source>
        <translation>分布</translation>
    </message>
    <message>
        <source>Simulating ideal rings…</source>
        <translation>正在模拟理想环…</translation>
    </message>
    <message>
        <source>Spread computation cancelled.</source>
        <translation>分布计算已取消。</translation>
    </message>
    <message numerus="yes">
        <source>Spread: %n setting(s) simulated.</source>
        <translation>
            <numerusform>分布：已模拟 %n 个设置。</numerusform>
        </translation>
    </message>
    <message>
        <source>No experiment loaded</source>
        <translation>未加载实验</translation>
    </message>
    <message>
        <source>more than 100,000,000</source>
        <translation>超过 100,000,000</translation>
    </message>
    <message>
        <source>Servers (N):</source>
        <translation>服务器数（N）：</translation>
    </message>
    <message>
        <source>Rings per k:</source>
        <translation>每个 k 的环数：</translation>
    </message>
    <message>
        <source>Up to k =</source>
        <translation>最大 k =</translation>
    </message>
    <message>
        <source>ε:</source>
        <translation>ε：</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>计算中…</translation>
    </message>
    <message>
        <source>Busiest ≤ %1 in 95% of rings: simulating… (gamma model k ≈ %2; rule of thumb 2 ln N/ε² = %3)</source>
        <translation>在 95% 的环中最忙服务器 ≤ %1：正在模拟…（伽马模型 k ≈ %2；经验法则 2 ln N/ε² = %3）</translation>
    </message>
    <message>
        <source>more than %1</source>
        <translation>超过 %1</translation>
    </message>
    <message>
        <source>Number of servers in the simulated ideal rings (2 to 100,000)</source>
        <translation>模拟理想环中的服务器数量（2 到 100,000）</translation>
    </message>
    <message>
        <source>Random rings simulated for every k (10 to 10,000); more rings, smoother curves</source>
        <translation>每个 k 模拟的随机环数（10 到 10,000）；环越多，曲线越平滑</translation>
    </message>
    <message>
        <source>The largest number of points per server simulated (256 to 65,536)</source>
        <translation>模拟的每台服务器最大点数（256 到 65,536）</translation>
    </message>
    <message>
        <source>Allowed excess of the busiest server over a fair share (0.001 to 1: 0.1 = 10%)</source>
        <translation>最忙的服务器相对公平份额允许的超出比例（0.001 到 1：0.1 = 10%）</translation>
    </message>
    <message>
        <source>Busiest ≤ %1 in 95% of rings needs k ≈ %2 points per server (estimated from %3 simulated rings; gamma model ≈ %4; rule of thumb 2 ln N/ε² = %5)</source>
        <translation>在 95% 的环中最忙服务器 ≤ %1 需要每台服务器 k ≈ %2 个点（由 %3 个模拟环估计；伽马模型 ≈ %4；经验法则 2 ln N/ε² = %5）</translation>
    </message>
    <message>
        <source>Spread (CV)</source>
        <translation>分布（CV）</translation>
    </message>
    <message>
        <source>Busiest server</source>
        <translation>最忙的服务器</translation>
    </message>
    <message>
        <source>Quietest server</source>
        <translation>最闲的服务器</translation>
    </message>
    <message>
        <source>Per-server load</source>
        <translation>每台服务器的负载</translation>
    </message>
    <message>
        <source>search cancelled</source>
        <translation>搜索已取消</translation>
    </message>
    <message>
        <source>Busiest ≤ %1 in 95% of rings: %2 (gamma model k ≈ %3; rule of thumb 2 ln N/ε² = %4)</source>
        <translation>在 95% 的环中最忙服务器 ≤ %1：%2（伽马模型 k ≈ %3；经验法则 2 ln N/ε² = %4）</translation>
    </message>
    <message>
        <source>N = %1, %2 rings per k, k up to %3</source>
        <translation>N = %1，每个 k %2 个环，k 最大 %3</translation>
    </message>
    <message>
        <source>Cancelled. The charts show the last finished simulation: %1.</source>
        <translation>已取消。图表显示的是最近一次完成的模拟：%1。</translation>
    </message>
    <message>
        <source>Simulating the new settings; until then the charts show: %1.</source>
        <translation>正在模拟新的设置；在此之前图表显示：%1。</translation>
    </message>
    <message>
        <source>The charts show: %1.</source>
        <translation>图表显示：%1。</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::TableCopy</name>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the selected cells as tab-separated text, with the column titles</source>
        <translation>将所选单元格复制为以制表符分隔的文本，并带上列标题</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>全选(&amp;A)</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::TableFigure</name>
    <message>
        <source>This table (%1 columns, %2 rows) does not fit this width even at 6 pt: export it at least %3 in wider.</source>
        <translation>此表（%1 列、%2 行）即使用 6 pt 也放不进此宽度：请至少加宽 %3 in 导出。</translation>
    </message>
    <message>
        <source>This table (%1 columns, %2 rows) needs %3 in more height at this width, even at 6 pt: export it taller.</source>
        <translation>此表（%1 列、%2 行）在此宽度下即使用 6 pt 也还需要 %3 in 的高度：请以更高的尺寸导出。</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::TourPanel</name>
    <message>
        <source>&amp;Back</source>
        <translation>上一步(&amp;B)</translation>
    </message>
    <message>
        <source>S&amp;how me</source>
        <translation>演示给我看(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>下一步(&amp;N)</translation>
    </message>
    <message>
        <source>Lesson %1 of %2</source>
        <translation>第 %1 课（共 %2 课）</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Setting up the experiment…&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;正在准备实验…&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;This lesson&apos;s experiment could not be built: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;无法构建本课的实验：%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>重新开始(&amp;R)</translation>
    </message>
    <message>
        <source>Set this lesson&apos;s experiment up again from the start</source>
        <translation>从头重新设置本课的实验</translation>
    </message>
    <message>
        <source>Do this lesson&apos;s next step for me</source>
        <translation>替我完成本课的下一步</translation>
    </message>
    <message>
        <source>Animation:</source>
        <translation>动画：</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Speed of the lookup walk and of the removal animation</source>
        <translation>查找游走和移除动画的速度</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Pause the ring&apos;s animations (Step moves them on by one step)</source>
        <translation>暂停环上的动画（“单步”可将其推进一步）</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>While paused: move the lookup walk or the removal one step on</source>
        <translation>暂停时：将查找游走或移除动画推进一步</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Computing…&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;计算中…&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>第 %1 步（共 %2 步）：%3</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>完成(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <source>Open any lesson of the tour</source>
        <translation>打开导览教程中的任意一课</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop simulating this lesson&apos;s rings</source>
        <translation>停止模拟本课的环</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;This lesson&apos;s simulation was cancelled: Restart runs it again.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;本课的模拟已取消：点击“重新开始”可再次运行。&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::TrafficFigureKind</name>
    <message>
        <source>--experiment: traffic.%1</source>
        <translation>--experiment：traffic.%1</translation>
    </message>
    <message numerus="yes">
        <source>Replaying the traffic through %n algorithm(s)…</source>
        <translation>
            <numerusform>正在通过 %n 种算法重放流量…</numerusform>
        </translation>
    </message>
    <message>
        <source>traffic replay</source>
        <translation>流量回放</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::TrafficFigures</name>
    <message>
        <source>%1 servers, %2; LRU of %3 objects per server</source>
        <translation>%1 台服务器，%2；每台服务器的 LRU 容量为 %3 个对象</translation>
    </message>
    <message>
        <source>; %1</source>
        <translation>；%1</translation>
    </message>
    <message>
        <source>%1: the busiest server takes %2 the mean by requests, %3 by keys. The hot-key floor is %4: the hottest key draws %5 of the requests and cannot be split, so no point count, weight or scheme brings its server lower.</source>
        <translation>%1：按请求计，最忙的服务器承担均值的 %2，按键计为 %3。热键下限为 %4：最热的键占请求的 %5 且无法拆分，因此无论点数、权重或方案如何，其服务器都不会低于此值。</translation>
    </message>
    <message>
        <source>Below 1× the floor does not bind: the spread of the keys sets the busiest.</source>
        <translation>低于 1× 时下限不起作用：由键的分布决定最忙的服务器。</translation>
    </message>
    <message>
        <source>Busiest server / mean (before any event)</source>
        <translation>最忙的服务器 / 均值（任何事件之前）</translation>
    </message>
    <message>
        <source>By requests</source>
        <translation>按请求</translation>
    </message>
    <message>
        <source>By keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>hot-key floor %1</source>
        <translation>热键下限 %1</translation>
    </message>
    <message>
        <source>Busiest server by requests and by keys</source>
        <translation>按请求和按键计的最忙服务器</translation>
    </message>
    <message>
        <source>Servers by requests (1 = busiest)</source>
        <translation>按请求排序的服务器（1 = 最忙）</translation>
    </message>
    <message>
        <source>Load / mean (before any event)</source>
        <translation>负载 / 均值（任何事件之前）</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求数</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>键数</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>Requests per server: %1</source>
        <translation>每台服务器的请求数：%1</translation>
    </message>
    <message>
        <source>Requests replayed (%)</source>
        <translation>已重放的请求（%）</translation>
    </message>
    <message>
        <source>Hit ratio per window (%)</source>
        <translation>每个窗口的命中率（%）</translation>
    </message>
    <message>
        <source>remove %1</source>
        <translation>移除 %1</translation>
    </message>
    <message>
        <source>add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message>
        <source>Hit ratio over time through the events</source>
        <translation>各事件期间命中率随时间的变化</translation>
    </message>
    <message>
        <source>Miss storms of the scale events</source>
        <translation>扩缩容事件的未命中风暴</translation>
    </message>
    <message>
        <source>Algorithm (event)</source>
        <translation>算法（事件）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>(%1) %2</source>
        <translation>(%1) %2</translation>
    </message>
    <message>
        <source>remove %1 at %2%</source>
        <translation>在 %2% 处移除 %1</translation>
    </message>
    <message>
        <source>add %1 at %2%</source>
        <translation>在 %2% 处添加 %1</translation>
    </message>
    <message>
        <source>; events %1</source>
        <translation>；事件 %1</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::TrafficJob</name>
    <message>
        <source>uniform over %1 keys, %2 requests</source>
        <translation>均匀分布，%1 个键，%2 个请求</translation>
    </message>
    <message>
        <source>Zipf(%1) over %2 keys, %3 requests</source>
        <translation>Zipf(%1)，%2 个键，%3 个请求</translation>
    </message>
    <message>
        <source>the access log %1</source>
        <translation>访问日志 %1</translation>
    </message>
    <message>
        <source>remove %1 at %2%</source>
        <translation>在 %2% 处移除 %1</translation>
    </message>
    <message>
        <source>add %1 at %2%</source>
        <translation>在 %2% 处添加 %1</translation>
    </message>
    <message>
        <source>algorithms: tick at least one algorithm to compare</source>
        <translation>algorithms：请至少勾选一种要比较的算法</translation>
    </message>
    <message>
        <source>algorithms: &quot;%1&quot; is not a registered algorithm</source>
        <translation>algorithms：“%1”不是已注册的算法</translation>
    </message>
    <message>
        <source>log: choose an access log to replay</source>
        <translation>log：请选择要重放的访问日志</translation>
    </message>
    <message>
        <source>log: &quot;%1&quot; is not a readable file</source>
        <translation>log：“%1”不是可读文件</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>the replay failed</source>
        <translation>重放失败</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::TrafficPage</name>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>流量</translation>
    </message>
    <message>
        <source>Access log to replay</source>
        <translation>要重放的访问日志</translation>
    </message>
    <message>
        <source>Access logs (*.log *.txt);;All files (*)</source>
        <translation>访问日志 (*.log *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Fix the settings marked in red, then replay.</source>
        <translation>请修正标为红色的设置，然后重放。</translation>
    </message>
    <message>
        <source>requests: &quot;%1&quot; is not a whole number (1 to %2)</source>
        <translation>requests：“%1”不是整数（1 到 %2）</translation>
    </message>
    <message numerus="yes">
        <source>Replaying the traffic through %n algorithm(s)…</source>
        <translation>
            <numerusform>正在通过 %n 种算法重放流量…</numerusform>
        </translation>
    </message>
    <message>
        <source>Requests per server: %1</source>
        <translation>每台服务器的请求数：%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Cancelled: the charts show the algorithms replayed before.</source>
        <translation>已取消：图表显示的是此前已重放的算法。</translation>
    </message>
    <message numerus="yes">
        <source>%n algorithm(s) replayed.</source>
        <translation>
            <numerusform>已重放 %n 种算法。</numerusform>
        </translation>
    </message>
    <message>
        <source>Traffic model:</source>
        <translation>流量模型：</translation>
    </message>
    <message>
        <source>Uniform</source>
        <translation>均匀</translation>
    </message>
    <message>
        <source>Zipf</source>
        <translation>Zipf</translation>
    </message>
    <message>
        <source>Replay an access log</source>
        <translation>重放访问日志</translation>
    </message>
    <message>
        <source>Uniform: every key equally popular. Zipf: key k requested in proportion to k^-s. An access log (nginx combined, HAProxy&apos;s HTTP log, or one path per line) is replayed in order.</source>
        <translation>均匀：每个键的热度相同。Zipf：第 k 个键的请求量与 k^-s 成正比。访问日志（nginx combined、HAProxy 的 HTTP 日志或每行一个路径）按原顺序重放。</translation>
    </message>
    <message>
        <source>Zipf s:</source>
        <translation>Zipf s：</translation>
    </message>
    <message>
        <source>The Zipf exponent s, above 0 and at most %1</source>
        <translation>Zipf 指数 s，大于 0 且不超过 %1</translation>
    </message>
    <message>
        <source>Keys U:</source>
        <translation>键数 U：</translation>
    </message>
    <message>
        <source>Keys in the universe, 1 to %1</source>
        <translation>键全集中的键数，1 到 %1</translation>
    </message>
    <message>
        <source>Requests R:</source>
        <translation>请求数 R：</translation>
    </message>
    <message>
        <source>Requests to replay, 1 to %1</source>
        <translation>要重放的请求数，1 到 %1</translation>
    </message>
    <message>
        <source>Log:</source>
        <translation>日志：</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Cache per server:</source>
        <translation>每台服务器的缓存：</translation>
    </message>
    <message>
        <source> objects</source>
        <translation> 个对象</translation>
    </message>
    <message>
        <source>LRU capacity of each server&apos;s cache, 1 to %1 objects</source>
        <translation>每台服务器缓存的 LRU 容量，1 到 %1 个对象</translation>
    </message>
    <message>
        <source>Time windows:</source>
        <translation>时间窗口数：</translation>
    </message>
    <message>
        <source>The hit ratio over time is measured in this many equal windows of requests (2 to %1)</source>
        <translation>随时间变化的命中率按此数量的等长请求窗口测量（2 到 %1）</translation>
    </message>
    <message>
        <source>Timeline of events:</source>
        <translation>事件时间线：</translation>
    </message>
    <message>
        <source>One event a line, edited in place: &quot;remove ADDRESS@30%&quot; takes a server out when 30% of the requests are sent; &quot;add ADDRESS@60%&quot; puts it back or adds a new one (add ADDRESS=WEIGHT@P% for a weight).</source>
        <translation>每行一个事件，可直接编辑：“remove ADDRESS@30%”在发出 30% 的请求时移除一台服务器；“add ADDRESS@60%”将其加回或添加一台新服务器（指定权重用 add ADDRESS=WEIGHT@P%）。</translation>
    </message>
    <message>
        <source>Add event</source>
        <translation>添加事件</translation>
    </message>
    <message>
        <source>Remove event</source>
        <translation>移除事件</translation>
    </message>
    <message>
        <source>Algorithms to compare:</source>
        <translation>要比较的算法：</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>重放</translation>
    </message>
    <message>
        <source>Miss storms</source>
        <translation>未命中风暴</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Replaying…</source>
        <translation>正在重放…</translation>
    </message>
    <message>
        <source>The access log to replay: nginx combined, HAProxy&apos;s default HTTP log, or one path per line (read as a stream; a line that is none of these is refused with its number)</source>
        <translation>要重放的访问日志：nginx combined 格式、HAProxy 默认 HTTP 日志，或每行一个路径（按流读取；不属于这些格式的行会被拒绝并给出行号）</translation>
    </message>
    <message>
        <source>The algorithm whose requests per server the chart below shows</source>
        <translation>下方图表显示其每台服务器请求数的算法</translation>
    </message>
    <message>
        <source>Requests per server</source>
        <translation>每台服务器的请求数</translation>
    </message>
    <message>
        <source>Hit ratio over time</source>
        <translation>命中率随时间变化</translation>
    </message>
    <message>
        <source>Outdated: the results below are for the previous settings. Fix the settings marked in red to replay.</source>
        <translation>已过时：下方结果对应之前的设置。请修正标红的设置以重新重放。</translation>
    </message>
    <message>
        <source>Outdated: the results below are for the previous settings. Press Replay to replay the new ones.</source>
        <translation>已过时：下方结果对应之前的设置。请按“重放”以重放新的设置。</translation>
    </message>
    <message>
        <source>Outdated: the results below are for the previous settings; replaying with the new settings…</source>
        <translation>已过时：下方结果对应之前的设置；正在用新设置重放…</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::TrafficStormModel</name>
    <message>
        <source>remove %1 at %2%</source>
        <translation>在 %2% 处移除 %1</translation>
    </message>
    <message>
        <source>add %1 at %2%</source>
        <translation>在 %2% 处添加 %1</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>not back</source>
        <translation>未恢复</translation>
    </message>
    <message>
        <source>Keys whose server changed at the event (Zipf, uniform: of the whole key universe; a log: of the keys requested after it)</source>
        <translation>在该事件中更换服务器的键（Zipf、均匀：占整个键全集；日志：占事件之后所请求的键）</translation>
    </message>
    <message>
        <source>The miss storm: requests after the event that were a moved key&apos;s first request since it and missed</source>
        <translation>未命中风暴：事件之后的请求中，属于被迁移键在事件后的首次请求且未命中的请求</translation>
    </message>
    <message>
        <source>Requests from the event until a window&apos;s hit ratio is back within 1 point of the window before it</source>
        <translation>从事件起，直到某个窗口的命中率回到其前一窗口 1 个百分点以内所经过的请求数</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Before request</source>
        <translation>在此请求之前</translation>
    </message>
    <message>
        <source>Keys moved</source>
        <translation>迁移的键</translation>
    </message>
    <message>
        <source>Their requests</source>
        <translation>其请求数</translation>
    </message>
    <message>
        <source>Miss storm (misses)</source>
        <translation>未命中风暴（未命中数）</translation>
    </message>
    <message>
        <source>Hit ratio before</source>
        <translation>事前命中率</translation>
    </message>
    <message>
        <source>Lowest after</source>
        <translation>事后最低</translation>
    </message>
    <message>
        <source>Storm length (requests)</source>
        <translation>风暴长度（请求数）</translation>
    </message>
    <message numerus="yes">
        <source>No dip: the first window after the event already had a hit ratio within 1 point of the window before it (%1 after, %2 before). The storm&apos;s %Ln misses were too few to lower a whole window&apos;s hit ratio by more than 1 point, so there is no length to measure.</source>
        <translation>
            <numerusform>没有下跌：事件之后的第一个窗口的命中率已在其前一窗口 1 个百分点以内（事后 %1，事前 %2）。风暴的 %Ln 次未命中太少，没有让任何一个完整窗口的命中率下降超过 1 个百分点，因此没有可测的长度。</numerusform>
        </translation>
    </message>
    <message>
        <source>Storm length —: no dip of more than 1 point, nothing to recover from.</source>
        <translation>风暴长度 —：下跌未超过 1 个百分点，无需恢复。</translation>
    </message>
</context>
<context>
    <name>ringlab::gui::gallery</name>
    <message>
        <source>Max load / average, measured</source>
        <translation>最大负载 / 平均值，实测</translation>
    </message>
    <message>
        <source>Cap 1 + ε (the paper&apos;s guarantee)</source>
        <translation>上限 1 + ε（论文的保证）</translation>
    </message>
    <message>
        <source>Bounded loads, measured</source>
        <translation>有界负载，实测</translation>
    </message>
    <message>
        <source>ε = %1: %2</source>
        <translation>ε = %1：%2</translation>
    </message>
    <message>
        <source>Source: Mirrokni, Thorup &amp; Zadimoghaddam, &quot;Consistent Hashing with Bounded Loads&quot; (2016): no server above ⌈(1 + ε)·average⌉; an update moves O(1/ε²) keys in expectation.</source>
        <translation>来源：Mirrokni、Thorup 与 Zadimoghaddam，“Consistent Hashing with Bounded Loads”（2016）：没有服务器超过 ⌈(1 + ε)·平均值⌉；每次更新期望迁移 O(1/ε²) 个键。</translation>
    </message>
    <message>
        <source>ε (capacity = (1 + ε) × average load)</source>
        <translation>ε（容量 = (1 + ε) × 平均负载）</translation>
    </message>
    <message>
        <source>Max load / average</source>
        <translation>最大负载 / 平均值</translation>
    </message>
    <message>
        <source>Bounded loads: the busiest server against ε</source>
        <translation>有界负载：最忙的服务器随 ε 的变化</translation>
    </message>
    <message>
        <source>RingLab (100 servers, 160 points each, 100,000 keys) measured max/avg %1.</source>
        <translation>RingLab（100 台服务器，每台 160 个点，100,000 个键）测得 max/avg 为 %1。</translation>
    </message>
    <message>
        <source>Keys that change server (%)</source>
        <translation>更换服务器的键（%）</translation>
    </message>
    <message>
        <source>nginx ring: %1</source>
        <translation>nginx 环：%1</translation>
    </message>
    <message>
        <source>Bounded loads: keys moved when one of 100 servers leaves</source>
        <translation>有界负载：100 台服务器之一离开时迁移的键</translation>
    </message>
    <message>
        <source>RingLab measured %1; nginx&apos;s ring (160 points, no cap) moves %2.</source>
        <translation>RingLab 测得 %1；nginx 的环（160 个点，无上限）迁移 %2。</translation>
    </message>
    <message>
        <source>%1, %2 logical CPUs</source>
        <translation>%1，%2 个逻辑 CPU</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器数</translation>
    </message>
    <message>
        <source>Lookup time (ns, CPU)</source>
        <translation>查找时间（ns，CPU）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>rings</source>
        <translation>环</translation>
    </message>
    <message>
        <source>tables and ring-free schemes</source>
        <translation>表与无环方案</translation>
    </message>
    <message>
        <source>Lookup time against servers: %1 (%2 of %3)</source>
        <translation>查找时间随服务器数的变化：%1（%2/%3）</translation>
    </message>
    <message>
        <source>Lookup time against servers: %1</source>
        <translation>查找时间随服务器数的变化：%1</translation>
    </message>
    <message>
        <source>Measured on this machine (%1) by `ringlab-cli figure gallery`, with the lookup benchmark&apos;s code (ringcore LookupTiming, as `bench_lookup --sweep` runs it): pre-hashed keys, CPU time of one thread, up to %2 s per algorithm and size. Other machines give other numbers; compare shapes. At 1,000 servers (ns): %3.</source>
        <translation>由 `ringlab-cli figure gallery` 在本机（%1）上测得，使用查找基准测试的代码（ringcore LookupTiming，与 `bench_lookup --sweep` 的运行方式相同）：键已预先哈希，单线程 CPU 时间，每种算法和规模最多 %2 s。其他机器会得到不同的数值；请比较曲线形状。1,000 台服务器时（ns）：%3。</translation>
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
        <translation>Rendezvous，RingLab</translation>
    </message>
    <message>
        <source>Rendezvous, paper</source>
        <translation>Rendezvous，论文</translation>
    </message>
    <message>
        <source>Karger, paper</source>
        <translation>Karger，论文</translation>
    </message>
    <message>
        <source>Lookup table size M (entries)</source>
        <translation>查找表大小 M（表项数）</translation>
    </message>
    <message>
        <source>Entries / average</source>
        <translation>表项数 / 平均值</translation>
    </message>
    <message>
        <source>Maglev: imbalance against table size, 1,000 backends</source>
        <translation>Maglev：不均衡度随表大小的变化，1,000 个后端</translation>
    </message>
    <message>
        <source>Source: Maglev (NSDI 2016) §5.3, 1,000 backends, M = 65,537 / 655,373: Rendezvous needs %1 / %2 over-provisioning, Karger %3 / %4; Maglev &quot;almost perfect&quot;. RingLab measured Maglev max/avg %5 / %6, Rendezvous %7 / %8.</source>
        <translation>来源：Maglev（NSDI 2016）§5.3，1,000 个后端，M = 65,537 / 655,373：Rendezvous 需要 %1 / %2 的超额配置，Karger 需要 %3 / %4；Maglev“几乎完美”。RingLab 测得 Maglev max/avg 为 %5 / %6，Rendezvous 为 %7 / %8。</translation>
    </message>
    <message>
        <source>at 5% removed: Maglev %1 of entries (M = 65,537), %2 (M = 655,373), ring %3 of the hash space</source>
        <translation>移除 5% 时：Maglev 有 %1 的表项变化（M = 65,537），%2（M = 655,373）；环有 %3 的哈希空间变化</translation>
    </message>
    <message>
        <source>Backends removed (% of 1,000)</source>
        <translation>移除的后端（占 1,000 的 %）</translation>
    </message>
    <message>
        <source>Maglev: table entries that change when backends are removed</source>
        <translation>Maglev：移除后端时变化的表项</translation>
    </message>
    <message>
        <source>Source: Maglev (NSDI 2016) §5.3, Figure 12 (1,000 backends, k removed at random, 200 runs): the changed share grows with k and is smaller for the larger table; the paper prints no number, only the plot. RingLab measured (one run) %1.</source>
        <translation>来源：Maglev（NSDI 2016）§5.3，图 12（1,000 个后端，随机移除 k 个，200 次运行）：变化的份额随 k 增大，且表越大份额越小；论文未给出数值，只有图。RingLab 测得（单次运行）%1。</translation>
    </message>
    <message>
        <source>Maglev (65,537 slots)</source>
        <translation>Maglev（65,537 个槽位）</translation>
    </message>
    <message>
        <source>Envoy ring (defaults: 1,024 to 8M entries)</source>
        <translation>Envoy 环（默认：1,024 到 8M 个条目）</translation>
    </message>
    <message>
        <source>1/N: only the removed host&apos;s keys</source>
        <translation>1/N：仅被移除主机的键</translation>
    </message>
    <message>
        <source>%1 hosts: %2×</source>
        <translation>%1 台主机：%2×</translation>
    </message>
    <message>
        <source>Hosts (one removed)</source>
        <translation>主机数（移除一台）</translation>
    </message>
    <message>
        <source>Keys that change host (%)</source>
        <translation>更换主机的键（%）</translation>
    </message>
    <message>
        <source>Envoy: keys moved by a host change, Maglev against the ring</source>
        <translation>Envoy：主机变化时迁移的键，Maglev 与环对比</translation>
    </message>
    <message>
        <source>Source: Envoy&apos;s load-balancer documentation, &quot;More keys will move position when hosts are removed (simulations show approximately double the keys will move)&quot;. RingLab measured Maglev / ring: %1 (200,000 keys, mean of five removals).</source>
        <translation>来源：Envoy 负载均衡器文档，“移除主机时会有更多键迁移（模拟显示迁移的键约为两倍）”。RingLab 测得 Maglev / 环：%1（200,000 个键，五次移除的平均值）。</translation>
    </message>
    <message>
        <source>Load / fair share</source>
        <translation>负载 / 公平份额</translation>
    </message>
    <message>
        <source>Busiest, measured by RingLab</source>
        <translation>最忙，RingLab 实测</translation>
    </message>
    <message>
        <source>Busiest, published</source>
        <translation>最忙，已发表</translation>
    </message>
    <message>
        <source>Quietest, measured</source>
        <translation>最闲，实测</translation>
    </message>
    <message>
        <source>Quietest, published</source>
        <translation>最闲，已发表</translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <source>Busiest and quietest server per proxy default</source>
        <translation>各代理默认设置下最忙和最闲的服务器</translation>
    </message>
    <message>
        <source>Busiest, measured/published: %1.</source>
        <translation>最忙，实测/已发表：%1。</translation>
    </message>
    <message>
        <source>Points per server (HAProxy: 16 per unit of weight)</source>
        <translation>每台服务器的点数（HAProxy：每单位权重 16 个）</translation>
    </message>
    <message>
        <source>Busiest server&apos;s load / fair share</source>
        <translation>最忙服务器的负载 / 公平份额</translation>
    </message>
    <message>
        <source>HAProxy, measured by RingLab</source>
        <translation>HAProxy，RingLab 实测</translation>
    </message>
    <message>
        <source>HAProxy, published</source>
        <translation>HAProxy，已发表</translation>
    </message>
    <message>
        <source>Gamma-maximum model (random ring)</source>
        <translation>伽马最大值模型（随机环）</translation>
    </message>
    <message>
        <source>w%1 %2/%3</source>
        <translation>w%1 %2/%3</translation>
    </message>
    <message>
        <source>fair share</source>
        <translation>公平份额</translation>
    </message>
    <message>
        <source>HAProxy&apos;s weight sweep: same proxy, only the points change</source>
        <translation>HAProxy 权重扫描：同一代理，只有点数变化</translation>
    </message>
    <message>
        <source>Largest receiver&apos;s share of the removed server&apos;s keys (%)</source>
        <translation>最大接收者在被移除服务器的键中所占份额（%）</translation>
    </message>
    <message>
        <source>Measured by RingLab</source>
        <translation>RingLab 实测</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>已发表</translation>
    </message>
    <message>
        <source>Removal of one backend: the largest receiver&apos;s share</source>
        <translation>移除一个后端：最大接收者的份额</translation>
    </message>
    <message>
        <source>Source: the seed article&apos;s removal table (200,000 keys, one of 100 backends removed; RingLab removed %1). Measured/published: %2.</source>
        <translation>来源：原始文章的移除表（200,000 个键，从 100 个后端中移除一个；RingLab 移除了 %1）。实测/已发表：%2。</translation>
    </message>
    <message>
        <source>Source: the seed article (100 backends, 1,000,000 keys).</source>
        <translation>来源：原始文章（100 个后端，1,000,000 个键）。</translation>
    </message>
    <message>
        <source>Points per server (k)</source>
        <translation>每台服务器的点数（k）</translation>
    </message>
    <message>
        <source>CV of server load</source>
        <translation>服务器负载的 CV</translation>
    </message>
    <message>
        <source>Cloudflare: √((N−1)/(N·k+1)), N = 100</source>
        <translation>Cloudflare：√((N−1)/(N·k+1))，N = 100</translation>
    </message>
    <message>
        <source>1/√k</source>
        <translation>1/√k</translation>
    </message>
    <message>
        <source>RingLab, simulated rings (RMS CV)</source>
        <translation>RingLab，模拟环（均方根 CV）</translation>
    </message>
    <message>
        <source>Published (seed article&apos;s simulation)</source>
        <translation>已发表（原始文章的模拟）</translation>
    </message>
    <message>
        <source>Spread against hashes per server (Cloudflare&apos;s formula)</source>
        <translation>分布随每台服务器哈希数的变化（Cloudflare 公式）</translation>
    </message>
    <message>
        <source>Source: Cloudflare, &quot;Saving another 100TB of RAM with math (and Rust)&quot; (seed 001): CV = √((N−1)/(N·k+1)), about 8% at k = 160 and N = 100 (formula: %1). RingLab measured %2 at k = 128 over %3 random rings per k; the seed article published 7.8% at k = 160.</source>
        <translation>来源：Cloudflare，“Saving another 100TB of RAM with math (and Rust)”（原始文章 001）：CV = √((N−1)/(N·k+1))，k = 160、N = 100 时约为 8%（公式：%1）。RingLab 在每个 k 用 %3 个随机环，测得 k = 128 时为 %2；原始文章发表的 k = 160 时的值为 7.8%。</translation>
    </message>
    <message>
        <source>seed article</source>
        <translation>原始文章</translation>
    </message>
    <message>
        <source>Cloudflare&apos;s CV</source>
        <translation>Cloudflare 的 CV</translation>
    </message>
    <message>
        <source>Maglev</source>
        <translation>Maglev</translation>
    </message>
    <message>
        <source>Envoy: Maglev against the ring</source>
        <translation>Envoy：Maglev 与环对比</translation>
    </message>
    <message>
        <source>bounded loads</source>
        <translation>有界负载</translation>
    </message>
    <message>
        <source>lookup time</source>
        <translation>查找时间</translation>
    </message>
    <message>
        <source>nginx (160)</source>
        <translation>nginx（160）</translation>
    </message>
    <message>
        <source>HAProxy w1 (16)</source>
        <translation>HAProxy w1（16）</translation>
    </message>
    <message>
        <source>HAProxy w10 (160)</source>
        <translation>HAProxy w10（160）</translation>
    </message>
    <message>
        <source>HAProxy w100 (1,600)</source>
        <translation>HAProxy w100（1,600）</translation>
    </message>
    <message>
        <source>Envoy default (11)</source>
        <translation>Envoy 默认（11）</translation>
    </message>
    <message>
        <source>Envoy ring 16,000 (160)</source>
        <translation>Envoy 环 16,000（160）</translation>
    </message>
    <message>
        <source>Maglev, M = 65,537</source>
        <translation>Maglev，M = 65,537</translation>
    </message>
    <message>
        <source>Maglev, M = 655,373</source>
        <translation>Maglev，M = 655,373</translation>
    </message>
    <message>
        <source>Ring (nginx), 160 points</source>
        <translation>环（nginx），160 个点</translation>
    </message>
    <message>
        <source>Ideal: the removed share</source>
        <translation>理想：被移除的份额</translation>
    </message>
    <message>
        <source>Table entries (Maglev) or hash space (ring) changed (%)</source>
        <translation>变化的表项（Maglev）或哈希空间（环）（%）</translation>
    </message>
</context>
</TS>

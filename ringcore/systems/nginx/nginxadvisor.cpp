// nginx's Advisor part: its upstream reader, `nginx -t`, the weight fix and its roll-out facts.
#include "ringcore/advisor/advisorsystem.h"
#include "ringcore/advisor/fixfinder.h"
#include "ringcore/advisor/checksupport.h"
#include "ringcore/systems/nginx/nginxconfigreader.h"
#include "ringcore/config/proxyconfigcheck.h"
#include "ringcore/config/proxyconfigreader.h"

#include <QRegularExpression>

#include <unistd.h>

namespace ringcore {

namespace {

/// The `upstream NAME { … }` block that starts on `line`, verbatim (comments and quotes skipped
/// when matching braces). Empty when it cannot be found.
QString nginxBlock(const QString &text, int line, const QString &name)
{
    const qsizetype from = CheckSupport::lineStart(text, line);
    if (from < 0)
        return {};
    const QRegularExpression head(QStringLiteral("\\bupstream\\s+%1\\s*\\{").arg(QRegularExpression::escape(name)));
    const QRegularExpressionMatch m = head.match(text, from);
    if (!m.hasMatch())
        return {};
    int depth = 0;
    QChar quote;
    for (qsizetype i = m.capturedStart(); i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (!quote.isNull()) {
            if (c == QLatin1Char('\\'))
                ++i;
            else if (c == quote)
                quote = QChar();
        } else if (c == QLatin1Char('#')) {
            while (i < text.size() && text.at(i) != QLatin1Char('\n'))
                ++i;
        } else if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            quote = c;
        } else if (c == QLatin1Char('{')) {
            ++depth;
        } else if (c == QLatin1Char('}') && --depth == 0) {
            return text.mid(m.capturedStart(), i + 1 - m.capturedStart());
        }
    }
    return {};
}

class NginxAdvice : public ReaderBackedAdvisorSystem<NginxConfigReader>
{
public:
    QString name() const override { return QStringLiteral("nginx"); }
    QString displayName() const override { return QStringLiteral("nginx"); }
    QString readsWhat() const override
    {
        return QCoreApplication::translate("ringcore::AdvisorSystem", "an nginx upstream block");
    }
    QString sectionNoun() const override { return QCoreApplication::translate("ringcore::AdvisorSystem", "upstream"); }

    /// An upstream with the servers, hashing consistently (what the default experiment models).
    QString exampleConfig(const ServerList &servers) const override
    {
        QString text = QStringLiteral("upstream backend {\n    hash $request_uri consistent;\n");
        for (const Server &server : servers)
            text += QStringLiteral("    server %1%2%3;\n")
                        .arg(server.address,
                             server.weight != 1 ? QStringLiteral(" weight=%1").arg(server.weight) : QString(),
                             server.down ? QStringLiteral(" down") : QString());
        return text + QStringLiteral("}\n");
    }
    QString exampleFileName() const override { return QStringLiteral("nginx.conf"); }

    QString hashedAttribute(const ProxyConfig &config) const override
    {
        // `hash` takes any text with variables: ${name} is $name; the common ones by meaning.
        static const QRegularExpression braces(QStringLiteral("\\$\\{(\\w+)\\}"));
        QString key = config.hashKey.simplified();
        if (key.size() > 1 && (key.front() == QLatin1Char('"') || key.front() == QLatin1Char('\''))
            && key.back() == key.front())
            key = key.mid(1, key.size() - 2);
        key.replace(braces, QStringLiteral("$\\1"));
        if (key.isEmpty())
            return {};
        if (key == QLatin1String("$request_uri"))
            return QStringLiteral("uri");
        if (key == QLatin1String("$remote_addr"))
            return QStringLiteral("client-ip");
        static const QRegularExpression header(QStringLiteral("^\\$http_(\\w+)$"));
        const QRegularExpressionMatch m = header.match(key);
        if (m.hasMatch())
            return QStringLiteral("header:") + m.captured(1).toLower().replace(QLatin1Char('_'), QLatin1Char('-'));
        return name() + QLatin1Char(':') + key;
    }

    int detectPriority() const override { return 20; }
    bool recognizes(const QString &text, const QString &fileName) const override
    {
        Q_UNUSED(fileName);
        static const QRegularExpression upstream(QStringLiteral("\\bupstream\\s+\\S+\\s*\\{"));
        return upstream.match(text).hasMatch();
    }

    bool findFix(const ProxyConfig &config, const AdvisorOptions &options, AdviceReport *report,
                 QString *error) const override
    {
        return FixFinder::scaleWeights(config, options, QStringLiteral("nginx"), QString(), report, error);
    }

    ProxyRolloutFacts rolloutFacts() const override
    {
        ProxyRolloutFacts f;
        f.name = QStringLiteral("nginx");
        f.applyChange = ProxyRolloutFacts::tr(
            "nginx builds an upstream's ring from its config when it starts or reloads (nginx -s "
            "reload): the new workers use the new ring for every key at once, the old workers finish "
            "their requests and exit. Weights cannot be changed at run time in open-source nginx.");
        f.stagedWeights = true;
        f.stagedHow = ProxyRolloutFacts::tr("one reload per step, with the weights of that step");
        // One upstream has one ring. Two upstreams (today's and the new weights) and split_clients
        // hashing the same key pick one ring per key: a stable share moves to the new ring.
        f.dualRing = true;
        f.dualRingStable = true;
        f.dualRingHow = ProxyRolloutFacts::tr(
            "not within one upstream; with two upstreams (today's weights and the new ones) and "
            "`split_clients \"$request_uri\" $ring { P% new; * old; }` + `proxy_pass http://$ring;`, "
            "a stable share P of the keys uses the new ring, raised reload by reload");
        return f;
    }

    // The nearest `upstream NAME {` at or above the line.
    bool sectionAt(const QString &text, int line, QString *name, int *sectionLine) const override
    {
        static const QRegularExpression upstream(QStringLiteral("^\\s*upstream\\s+(\\S+)\\s*\\{"));
        return sectionAbove(text, line, upstream, name, sectionLine);
    }

    QString checkProgram() const override { return QStringLiteral("nginx"); }
    QString checkCommand() const override { return QStringLiteral("nginx -t"); }
    QString checkFileName() const override { return QStringLiteral("nginx.conf"); }
    QString checkConfig(const ProxyConfig &config, const QString &dir, QList<int> *lineMap,
                        QString *error) const override
    {
        lineMap->clear();
        QString out;
        const auto add = [&](const QString &line, int original) {
            out += line + QLatin1Char('\n');
            lineMap->append(original);
        };
        const QString block = nginxBlock(config.text, config.sectionLine, config.sectionName);
        if (block.isEmpty()) {
            *error = ProxyConfigCheck::tr("upstream %1 (line %2) could not be cut out of the text")
                         .arg(config.sectionName)
                         .arg(config.sectionLine);
            return {};
        }
        add(QStringLiteral("# RingLab: upstream %1 alone, checked in a private directory").arg(config.sectionName), 0);
        if (::geteuid() == 0)
            add(QStringLiteral("user root;"), 0);
        add(QStringLiteral("pid %1;").arg(CheckSupport::quoted(dir + QStringLiteral("/nginx.pid"))), 0);
        add(QStringLiteral("error_log stderr;"), 0);
        add(QStringLiteral("events {}"), 0);
        add(QStringLiteral("http {"), 0);
        add(QStringLiteral("access_log off;"), 0);
        for (const char *temp : {"client_body", "proxy", "fastcgi", "uwsgi", "scgi"})
            add(QStringLiteral("%1_temp_path %2;")
                    .arg(QLatin1String(temp), CheckSupport::quoted(dir + QLatin1Char('/') + QLatin1String(temp))),
                0);
        const QStringList lines = block.split(QLatin1Char('\n'));
        for (int i = 0; i < lines.size(); ++i)
            add(lines.at(i), config.sectionLine + i);
        add(QStringLiteral("}"), 0);
        return out;
    }
    QStringList checkArguments(const QString &dir, const QString &file) const override
    {
        return {QStringLiteral("-t"), QStringLiteral("-q"), QStringLiteral("-p"), dir + QLatin1Char('/'),
                QStringLiteral("-e"), QStringLiteral("stderr"), QStringLiteral("-c"), file};
    }
    bool checkMessage(const QString &line, bool *isError, QString *message) const override
    {
        // "[emerg] 123#123: MESSAGE in FILE:N"
        static const QRegularExpression pattern(
            QStringLiteral("\\[(emerg|alert|crit|error|warn)\\] (?:\\d+#\\d+: )?(.*)$"));
        const QRegularExpressionMatch m = pattern.match(line);
        if (!m.hasMatch())
            return false;
        *isError = m.captured(1) != QLatin1String("warn");
        *message = m.captured(2);
        return true;
    }
    QString checkVersion(const QString &versionOutput) const override
    {
        // "nginx version: nginx/1.22.1"
        static const QRegularExpression pattern(QStringLiteral("(nginx/[0-9.]+)"));
        const QRegularExpressionMatch m = pattern.match(versionOutput);
        return m.hasMatch() ? m.captured(1) : QString();
    }
};

} // namespace

RINGCORE_REGISTER_ADVISOR_SYSTEM(10, NginxAdvice)

} // namespace ringcore

#include "ringcore/systems/twemproxy/nutcrackeryaml.h"

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/yaml.h>

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <sstream>
#include <vector>

namespace ringcore {

namespace {

struct Refusal
{
    int line;
    QString reason;
};

int lineOf(const YAML::Mark &mark)
{
    return mark.line >= 0 ? mark.line + 1 : 0;
}

/// Follows the events as nutcracker's conf_validate_tokens() follows the tokens and keeps the keys
/// of each map (depth 1: pool names, depth 2: a pool's directives) to find duplicates.
class Checker : public YAML::EventHandler
{
public:
    int documents = 0;

    void OnDocumentStart(const YAML::Mark &) override { ++documents; }
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark &mark, YAML::anchor_t anchor) override
    {
        node(mark, anchor, std::string(), QStringLiteral("~"));
    }
    void OnScalar(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor, const std::string &value) override
    {
        node(mark, anchor, tag, QString::fromStdString(value));
    }
    void OnAlias(const YAML::Mark &mark, YAML::anchor_t) override { refuse(mark, QStringLiteral("alias token")); }
    void OnSequenceStart(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
                         YAML::EmitterStyle::value style) override
    {
        if (style == YAML::EmitterStyle::Flow)
            refuse(mark, QStringLiteral("flow sequence start token"));
        node(mark, anchor, tag, QString());
        m_frames.push_back(frame(false));
    }
    void OnSequenceEnd() override { m_frames.pop_back(); }
    void OnMapStart(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor, YAML::EmitterStyle::value style) override
    {
        if (style == YAML::EmitterStyle::Flow)
            refuse(mark, QStringLiteral("flow mapping start token"));
        node(mark, anchor, tag, QString());
        m_frames.push_back(frame(true));
    }
    void OnMapEnd() override { m_frames.pop_back(); }

private:
    struct Frame
    {
        bool map = false;
        bool expectKey = true;
        QSet<QString> keys;
        QString lastKey;
    };
    static Frame frame(bool map)
    {
        Frame f;
        f.map = map;
        return f;
    }

    [[noreturn]] static void refuse(const YAML::Mark &mark, const QString &token)
    {
        throw Refusal{lineOf(mark), NutcrackerYaml::tr("nutcracker refuses this: conf: %1 is disallowed").arg(token)};
    }

    /// A node: refused if it has an anchor or a tag; a scalar key is checked for a duplicate.
    void node(const YAML::Mark &mark, YAML::anchor_t anchor, const std::string &tag, const QString &scalar)
    {
        if (anchor != YAML::NullAnchor)
            refuse(mark, QStringLiteral("anchor token"));
        if (!tag.empty() && tag != "?" && tag != "!")
            refuse(mark, QStringLiteral("tag token"));
        if (m_frames.empty() || !m_frames.back().map)
            return;
        Frame &f = m_frames.back();
        const bool key = f.expectKey;
        f.expectKey = !f.expectKey;
        if (!key) {
            if (m_frames.size() == 2 && f.lastKey == QLatin1String("listen") && !scalar.isNull())
                listen(mark, scalar);
            return;
        }
        if (f.keys.contains(scalar)) {
            throw Refusal{lineOf(mark), m_frames.size() == 1
                              ? NutcrackerYaml::tr("nutcracker refuses this: conf: has pools with same name %1").arg(scalar)
                              : NutcrackerYaml::tr("nutcracker refuses this: conf: directive \"%1:\" is a duplicate").arg(scalar)};
        }
        f.keys.insert(scalar);
        f.lastKey = scalar;
        if (m_frames.size() == 1)
            m_pool = scalar;
    }

    void listen(const YAML::Mark &mark, const QString &address)
    {
        const auto other = m_listens.constFind(address);
        if (other != m_listens.constEnd())
            throw Refusal{lineOf(mark), NutcrackerYaml::tr("nutcracker refuses this: conf: pools '%1' and '%2' have the same listen address '%3'")
                                            .arg(*other, m_pool, address)};
        m_listens.insert(address, m_pool);
    }

    std::vector<Frame> m_frames;
    QString m_pool;
    QHash<QString, QString> m_listens;
};

} // namespace

bool NutcrackerYaml::check(const QString &text, ConfigError *error)
{
    // Tokens yaml-cpp's events do not show: `---`, `...` and `%` directives at a line's start.
    static const QRegularExpression marker(QStringLiteral("^(---|\\.\\.\\.|%YAML|%TAG)(?=\\s|$)"),
                                           QRegularExpression::MultilineOption);
    const QRegularExpressionMatch m = marker.match(text);
    if (m.hasMatch()) {
        const QString what = m.captured(1) == QLatin1String("---") ? QStringLiteral("document start token")
            : m.captured(1) == QLatin1String("...")                 ? QStringLiteral("document end token")
            : m.captured(1) == QLatin1String("%YAML")               ? QStringLiteral("version directive token")
                                                                    : QStringLiteral("tag directive token");
        *error = {int(text.left(m.capturedStart()).count(QLatin1Char('\n'))) + 1,
                  tr("nutcracker refuses this: conf: %1 is disallowed").arg(what)};
        return false;
    }
    std::istringstream in(text.toStdString());
    Checker checker;
    try {
        YAML::Parser parser(in);
        while (parser.HandleNextDocument(checker)) {
        }
    } catch (const Refusal &r) {
        *error = {r.line, r.reason};
        return false;
    } catch (const YAML::Exception &) {
        return true; // a syntax error: the reader's own parse reports it with yaml-cpp's words
    }
    if (checker.documents > 1) {
        *error = {0, tr("nutcracker refuses this: conf: the file must contain only 1 document; found %1 documents").arg(checker.documents)};
        return false;
    }
    return true;
}

} // namespace ringcore

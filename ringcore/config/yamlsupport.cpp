#include "ringcore/config/yamlsupport.h"

#include "ringcore/core/memorybudget.h"

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/eventhandler.h>

#include <QCoreApplication>

#include <sstream>
#include <unordered_map>

namespace ringcore::yamlsupport {

namespace {

/// The context lupdate files this file's free functions under (translations/*.ts).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ringcore::yamlsupport)
};

// Thrown from the event handler to stop yaml-cpp's parser at the first problem.
struct StructureError
{
    int line;
    QString message;
};

// Counts nodes as they would be walked (an alias = the size of what it names), tracks the nesting
// and the anchors still open. yaml-cpp calls it while parsing; nothing is built.
class StructureChecker : public YAML::EventHandler
{
    Q_DECLARE_TR_FUNCTIONS(ringcore::yamlsupport::StructureChecker) // the context lupdate writes into translations/*.ts
public:
    qint64 rawNodes = 0; // nodes as parsed (aliases counted once): what the tree will hold

    void OnDocumentStart(const YAML::Mark &) override { m_frames.assign(1, Frame{}); }
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark &mark, YAML::anchor_t anchor) override { leaf(mark, anchor); }
    void OnScalar(const YAML::Mark &mark, const std::string &, YAML::anchor_t anchor, const std::string &) override
    {
        leaf(mark, anchor);
    }
    void OnAlias(const YAML::Mark &mark, YAML::anchor_t anchor) override
    {
        for (const Frame &f : m_frames)
            if (f.anchor != 0 && f.anchor == anchor)
                throw StructureError{lineOf(mark), tr("the alias here refers to the node that contains it "
                                                      "(a cycle); RingLab does not read cyclic YAML")};
        const auto it = m_sizes.find(anchor);
        m_aliasSeen = true;
        add(mark, it == m_sizes.end() ? 1 : it->second);
        ++rawNodes;
    }
    void OnSequenceStart(const YAML::Mark &mark, const std::string &, YAML::anchor_t anchor,
                         YAML::EmitterStyle::value) override
    {
        open(mark, anchor);
    }
    void OnSequenceEnd() override { close(); }
    void OnMapStart(const YAML::Mark &mark, const std::string &, YAML::anchor_t anchor,
                    YAML::EmitterStyle::value) override
    {
        open(mark, anchor);
    }
    void OnMapEnd() override { close(); }

private:
    struct Frame
    {
        YAML::anchor_t anchor = 0;
        qint64 count = 0;
        int line = 0;
    };

    static int lineOf(const YAML::Mark &mark) { return mark.line >= 0 ? mark.line + 1 : 0; }

    void add(const YAML::Mark &mark, qint64 n)
    {
        // yaml-cpp 0.7 emits null nodes without end, never moving on, for a document that starts
        // with a flow ',' outside [ ] or { } (found by fuzz_envoy, kept as
        // tests/fuzz/corpus/envoy/hang-leading-comma.yaml). A real file moves on at least every
        // few nodes; kMaxStalled nodes at one place stop the parse there.
        if (mark.pos == m_lastPos) {
            if (++m_stalled > kMaxStalled)
                throw StructureError{lineOf(mark), tr("the YAML parser makes no progress at column %1 (a ',' "
                                                      "outside [ ] or { }?); not a proxy config")
                                                       .arg(mark.column + 1)};
        } else {
            m_lastPos = mark.pos;
            m_stalled = 0;
        }
        m_total += n;
        if (m_total > kMaxNodes)
            throw StructureError{lineOf(mark), m_aliasSeen ? tr("more than %1 nodes once aliases are expanded "
                                                                "(aliases of aliases multiply); not a proxy config")
                                                                 .arg(kMaxNodes)
                                                           : tr("more than %1 nodes; not a proxy config").arg(kMaxNodes)};
        m_frames.back().count += n;
    }
    void leaf(const YAML::Mark &mark, YAML::anchor_t anchor)
    {
        ++rawNodes;
        add(mark, 1);
        if (anchor != 0)
            m_sizes[anchor] = 1;
    }
    void open(const YAML::Mark &mark, YAML::anchor_t anchor)
    {
        ++rawNodes;
        if (int(m_frames.size()) > kMaxDepth)
            throw StructureError{lineOf(mark), tr("nested more than %1 levels deep; not a proxy config").arg(kMaxDepth)};
        add(mark, 1);
        m_frames.push_back(Frame{anchor, 0, lineOf(mark)});
    }
    void close()
    {
        if (m_frames.size() < 2)
            return;
        const Frame f = m_frames.back();
        m_frames.pop_back();
        if (f.anchor != 0)
            m_sizes[f.anchor] = f.count + 1;
        m_frames.back().count += f.count; // the parent's count includes its children's
        // (the node itself was counted in open())
    }

    std::vector<Frame> m_frames{Frame{}};
    std::unordered_map<YAML::anchor_t, qint64> m_sizes;
    qint64 m_total = 0;
    bool m_aliasSeen = false;
    int m_lastPos = -1;
    int m_stalled = 0;
    static constexpr int kMaxStalled = 1000;
};

} // namespace

bool checkStructure(const QString &text, ConfigError *error)
{
    std::istringstream in(text.toStdString());
    StructureChecker checker;
    try {
        YAML::Parser parser(in);
        while (parser.HandleNextDocument(checker)) {
        }
    } catch (const StructureError &e) {
        *error = {e.line, e.message};
        return false;
    } catch (const YAML::DeepRecursion &e) {
        *error = {e.mark.line >= 0 ? e.mark.line + 1 : 0,
                  Tr::tr("nested more than %1 levels deep; not a proxy config").arg(kMaxDepth)};
        return false;
    } catch (const YAML::Exception &e) {
        *error = {e.mark.line >= 0 ? e.mark.line + 1 : 0, Tr::tr("YAML error: %1").arg(QString::fromStdString(e.msg))};
        return false;
    }
    // yaml-cpp's nodes take a few hundred bytes each: `advise` on an 8.9 MB Envoy file of 60,000
    // endpoints peaks at 375 MB RSS, 540 bytes a node with the text (docs/reliability.md).
    QString memory;
    if (!MemoryBudget::check(double(checker.rawNodes) * 540 + double(text.size()) * 4, Tr::tr("this YAML file"), &memory)) {
        *error = {0, memory};
        return false;
    }
    return true;
}

YAML::Node at(const YAML::Node &node, std::initializer_list<const char *> keys)
{
    YAML::Node current = node;
    for (const char *key : keys) {
        if (!current.IsDefined() || !current.IsMap())
            return YAML::Node(YAML::NodeType::Undefined);
        const YAML::Node &constCurrent = current;
        YAML::Node next = constCurrent[key];
        if (!next.IsDefined())
            return YAML::Node(YAML::NodeType::Undefined);
        current.reset(next);
    }
    return current;
}

int line(const YAML::Node &node)
{
    if (!node.IsDefined())
        return 0;
    const YAML::Mark m = node.Mark();
    return m.line >= 0 ? m.line + 1 : 0;
}

QString text(const YAML::Node &node)
{
    if (!node.IsDefined() || !node.IsScalar())
        return QString();
    return QString::fromStdString(node.Scalar());
}

bool readInteger(const YAML::Node &parent, const char *field, qint64 minimum, qint64 maximum, qint64 *value,
                 ConfigError *error)
{
    if (!parent.IsDefined() || !parent.IsMap())
        return true;
    const YAML::Node node = parent[field];
    if (!node.IsDefined() || node.IsNull())
        return true;
    bool ok = node.IsScalar();
    qint64 v = 0;
    if (ok) {
        // Protobuf JSON mapping lets 64-bit integers be strings; both spellings are accepted.
        v = QString::fromStdString(node.Scalar()).toLongLong(&ok);
    }
    if (!ok || v < minimum || v > maximum) {
        *error = {line(node), Tr::tr("%1 \"%2\" is not a whole number in %3-%4")
                                  .arg(QString::fromLatin1(field), node.IsScalar() ? text(node) : Tr::tr("(not a number)"))
                                  .arg(minimum)
                                  .arg(maximum)};
        return false;
    }
    *value = v;
    return true;
}

bool loadAll(const QString &text, std::vector<YAML::Node> *documents, ConfigError *error)
{
    if (!checkStructure(text, error))
        return false;
    try {
        *documents = YAML::LoadAll(text.toStdString());
    } catch (const YAML::Exception &e) {
        *error = {e.mark.line >= 0 ? e.mark.line + 1 : 0,
                  Tr::tr("YAML error: %1").arg(QString::fromStdString(e.msg))};
        return false;
    }
    return true;
}

void forEachMap(const YAML::Node &node, const std::function<void(const YAML::Node &)> &visit)
{
    if (node.IsMap()) {
        visit(node);
        for (auto it = node.begin(); it != node.end(); ++it)
            forEachMap(it->second, visit);
    } else if (node.IsSequence()) {
        for (auto it = node.begin(); it != node.end(); ++it)
            forEachMap(*it, visit);
    }
}

QString dumpNode(const YAML::Node &node)
{
    YAML::Emitter out;
    out << node;
    return QString::fromStdString(std::string(out.c_str()));
}

QString dump(const std::vector<YAML::Node> &documents)
{
    QString result;
    for (size_t i = 0; i < documents.size(); ++i) {
        if (i > 0)
            result += QStringLiteral("---\n");
        result += dumpNode(documents[i]) + QLatin1Char('\n');
    }
    return result;
}

} // namespace ringcore::yamlsupport

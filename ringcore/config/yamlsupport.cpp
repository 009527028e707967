#include "ringcore/config/yamlsupport.h"

#include <QCoreApplication>

namespace ringcore::yamlsupport {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ringcore::YamlConfig", text);
}

} // namespace

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
        *error = {line(node), tr("%1 \"%2\" is not a whole number in %3-%4")
                                  .arg(QString::fromLatin1(field), node.IsScalar() ? text(node) : tr("(not a number)"))
                                  .arg(minimum)
                                  .arg(maximum)};
        return false;
    }
    *value = v;
    return true;
}

bool loadAll(const QString &text, std::vector<YAML::Node> *documents, ConfigError *error)
{
    try {
        *documents = YAML::LoadAll(text.toStdString());
    } catch (const YAML::Exception &e) {
        *error = {e.mark.line >= 0 ? e.mark.line + 1 : 0,
                  tr("YAML error: %1").arg(QString::fromStdString(e.msg))};
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

#include "ringcore/config/configformat.h"

#include "ringcore/core/orderedregistry.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace ringcore {

namespace {
using Registry = OrderedRegistry<ConfigFormat>;
} // namespace

ConfigFormat::~ConfigFormat() = default;

// The translation contexts below are the ones these texts had in AdvisorSystem, so the
// translations in translations/*.ts still find them.
QString ConfigFormat::sectionNoun() const
{
    return QCoreApplication::translate("ringcore::AdvisorSystem", "section");
}

QString ConfigFormat::checkConfig(const ProxyConfig &config, const QString &dir, QList<int> *lineMap,
                                  QString *error) const
{
    Q_UNUSED(config);
    Q_UNUSED(dir);
    lineMap->clear();
    *error = QCoreApplication::translate("ProxyConfigCheck", "no checker for %1 configs").arg(name());
    return {};
}

QStringList ConfigFormat::checkArguments(const QString &dir, const QString &file) const
{
    Q_UNUSED(dir);
    Q_UNUSED(file);
    return {};
}

bool ConfigFormat::checkMessage(const QString &line, bool *isError, QString *message) const
{
    Q_UNUSED(line);
    Q_UNUSED(isError);
    Q_UNUSED(message);
    return false;
}

QString ConfigFormat::checkVersion(const QString &versionOutput) const
{
    Q_UNUSED(versionOutput);
    return {};
}

bool ConfigFormat::sectionAt(const QString &text, int line, QString *name, int *sectionLine) const
{
    Q_UNUSED(text);
    Q_UNUSED(line);
    Q_UNUSED(name);
    Q_UNUSED(sectionLine);
    return false;
}

bool ConfigFormat::sectionAbove(const QString &text, int line, const QRegularExpression &heading, QString *name,
                                int *sectionLine)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = std::min<qsizetype>(line, lines.size()) - 1; i >= 0; --i) {
        const QRegularExpressionMatch m = heading.match(lines.at(i));
        if (m.hasMatch()) {
            *name = m.captured(1);
            *sectionLine = i + 1;
            return true;
        }
    }
    return false;
}

bool ConfigFormatRegistry::add(int order, ConfigFormat *format)
{
    return Registry::add(order, format);
}

QList<const ConfigFormat *> ConfigFormatRegistry::all()
{
    return Registry::all();
}

const ConfigFormat *ConfigFormatRegistry::find(const QString &name)
{
    return Registry::findFirst([&name](const ConfigFormat &f) { return f.name() == name; });
}

const ConfigFormat *ConfigFormatRegistry::detect(const QString &text, const QString &fileName)
{
    const ConfigFormat *best = nullptr;
    for (const ConfigFormat *format : all())
        if ((!best || format->detectPriority() > best->detectPriority()) && format->recognizes(text, fileName))
            best = format;
    return best;
}

QString ConfigFormatRegistry::joinOr(const QStringList &list)
{
    if (list.size() < 2)
        return list.join(QString());
    return QCoreApplication::translate("SystemRegistry", "%1 or %2")
        .arg(list.mid(0, list.size() - 1).join(QStringLiteral(", ")), list.back());
}

QString ConfigFormatRegistry::joinAnd(const QStringList &list)
{
    if (list.size() < 2)
        return list.join(QString());
    return QCoreApplication::translate("ringcore::AdvisorSystem", "%1 and %2")
        .arg(list.mid(0, list.size() - 1).join(QStringLiteral(", ")), list.back());
}

} // namespace ringcore

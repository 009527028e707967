#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/core/numbertext.h"

#include "ringcore/core/memorybudget.h"
#include "ringcore/rings/buildestimate.h"

#include <QCoreApplication>
#include <QLocale>
#include <QMutex>

#include <algorithm>
#include <cmath>
#include <map>
#include <unistd.h>

namespace ringcore {

namespace {

struct Entry
{
    int order;
    AlgorithmInfo info;
};

std::vector<Entry> &entries()
{
    static std::vector<Entry> list;
    return list;
}

const OptionSpec *findOption(const AlgorithmInfo &info, const QString &name)
{
    for (const OptionSpec &o : info.options)
        if (o.name == name)
            return &o;
    return nullptr;
}

} // namespace

QString AlgorithmRegistry::translated(const AlgorithmInfo &info, const QString &source)
{
    if (!info.trContext || source.isEmpty())
        return source;
    return QCoreApplication::translate(info.trContext, source.toUtf8().constData());
}

namespace {

struct OptionChoice
{
    QString algorithm, option, choice;
};

std::vector<OptionChoice> &optionChoices()
{
    static std::vector<OptionChoice> list;
    return list;
}

void applyChoice(AlgorithmInfo &info, const OptionChoice &c)
{
    if (info.name != c.algorithm)
        return;
    for (OptionSpec &o : info.options)
        if (o.name == c.option && !o.choices.isEmpty() && !o.choices.contains(c.choice))
            o.choices.append(c.choice);
}

} // namespace

bool AlgorithmRegistry::addOptionChoice(const QString &algorithm, const QString &option, const QString &choice)
{
    optionChoices().push_back(OptionChoice{algorithm, option, choice});
    for (Entry &e : entries())
        applyChoice(e.info, optionChoices().back());
    return true;
}

bool AlgorithmRegistry::add(int order, AlgorithmInfo info)
{
    for (const OptionChoice &c : optionChoices())
        applyChoice(info, c);
    entries().push_back(Entry{order, std::move(info)});
    std::stable_sort(entries().begin(), entries().end(),
                     [](const Entry &a, const Entry &b) { return a.order < b.order; });
    return true;
}

QList<AlgorithmInfo> AlgorithmRegistry::all()
{
    QList<AlgorithmInfo> out;
    for (const Entry &e : entries())
        out.append(e.info);
    return out;
}

const AlgorithmInfo *AlgorithmRegistry::find(const QString &name)
{
    for (const Entry &e : entries())
        if (e.info.name == name)
            return &e.info;
    return nullptr;
}

QStringList AlgorithmRegistry::names()
{
    QStringList out;
    for (const Entry &e : entries())
        out.append(e.info.name);
    return out;
}

double AlgorithmRegistry::memoryLimitBytes()
{
    const double pages = double(sysconf(_SC_PHYS_PAGES));
    const double pageSize = double(sysconf(_SC_PAGE_SIZE));
    const double half = pages <= 0 || pageSize <= 0 ? 4.0 * 1024 * 1024 * 1024 : pages * pageSize / 2;
    // Never above what this process may still allocate: `ulimit -v`, the cgroup limit, free memory.
    return std::min(half, MemoryBudget::availableBytes());
}

double AlgorithmRegistry::number(const AlgorithmInfo &info, const AlgorithmOptions &options, const QString &name)
{
    const OptionSpec *spec = findOption(info, name);
    const QString value = options.value(name, spec ? spec->defaultValue : QString());
    return value.toDouble();
}

QString AlgorithmRegistry::text(const AlgorithmInfo &info, const AlgorithmOptions &options, const QString &name)
{
    const OptionSpec *spec = findOption(info, name);
    return options.value(name, spec ? spec->defaultValue : QString());
}

bool AlgorithmRegistry::validText(const QString &value)
{
    const bool printable = std::all_of(value.cbegin(), value.cend(), [](QChar c) { return c.isPrint() && !c.isSpace(); });
    return !value.isEmpty() && value.toUtf8().size() <= 255 && printable;
}

bool AlgorithmRegistry::normalise(const OptionSpec &spec, const QString &value, QString *normalised, QString *error)
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (!spec.choices.isEmpty()) {
        if (!spec.choices.contains(value))
            return fail(tr("option %1: \"%2\" is not allowed; choose one of: %3")
                            .arg(spec.name, value, spec.choices.join(QStringLiteral(", "))));
        *normalised = value;
        return true;
    }
    if (spec.text) {
        if (!validText(value))
            return fail(tr("option %1: \"%2\" is not allowed; give 1-255 bytes of printable text without spaces")
                            .arg(spec.name, value));
        *normalised = value;
        return true;
    }
    bool ok = false;
    const double v = QLocale::c().toDouble(value.trimmed(), &ok);
    // Not a number at all ("abc", "1.5" for a count) is said as such, not as out of range.
    if (!ok || !std::isfinite(v) || (spec.integer && v != std::floor(v)))
        return fail((spec.integer ? tr("option %1: \"%2\" is not a whole number (allowed %3-%4)")
                                  : tr("option %1: \"%2\" is not a number (allowed %3-%4)"))
                        .arg(spec.name, value, NumberText::plain(spec.minimum, 12), NumberText::plain(spec.maximum, 12)));
    if (v < spec.minimum || v > spec.maximum)
        return fail(tr("option %1: \"%2\" is outside the allowed range %3-%4%5")
                        // Grouped as people read them ("1-8,388,608", not "1-2147483647"; r16 G7).
                        .arg(spec.name, value, NumberText::plain(spec.minimum, 12), NumberText::plain(spec.maximum, 12),
                             spec.integer ? tr(" (whole numbers)") : QString()));
    // Plain digits, never an exponent: what a proxy's config parser reads ("1.01e2" → "101").
    *normalised = spec.integer ? QString::number(qint64(v)) : QLocale::c().toString(v + 0.0, 'f', QLocale::FloatingPointShortest);
    return true;
}

bool AlgorithmRegistry::normaliseOptions(const QString &name, AlgorithmOptions *options, QString *error)
{
    const AlgorithmInfo *info = find(name);
    if (!info)
        return true; // create() names an unknown algorithm
    for (auto it = options->begin(); it != options->end(); ++it) {
        const OptionSpec *spec = findOption(*info, it.key());
        if (spec && !normalise(*spec, it.value(), &it.value(), error))
            return false;
    }
    return true;
}

std::unique_ptr<Algorithm> AlgorithmRegistry::create(const QString &name, const ServerList &servers,
                                                     const AlgorithmOptions &options, QString *error)
{
    auto fail = [error](const QString &message) -> std::unique_ptr<Algorithm> {
        if (error)
            *error = message;
        return nullptr;
    };
    const AlgorithmInfo *info = find(name);
    if (!info)
        return fail(tr("algorithm: unknown algorithm \"%1\"; choose one of: %2")
                        .arg(name, names().join(QStringLiteral(", "))));
    if (servers.isEmpty())
        return fail(tr("servers: the list is empty; %1 needs at least one server").arg(name));
    bool anyUp = false;
    for (const Server &s : servers) {
        if (s.weight < info->minWeight || s.weight > info->maxWeight)
            // Grouped as --weights writes the range ("1-2,147,483,647").
            return fail(tr("weights: %1 has weight %2; %3 allows %4-%5")
                            .arg(s.address, NumberText::integer(s.weight), name, NumberText::integer(info->minWeight),
                                 NumberText::integer(info->maxWeight)));
        anyUp = anyUp || !s.down;
    }
    if (!anyUp)
        return fail(tr("down: every server is down; at least one must stay up"));
    // Every value in the one form the ports read and the configs are written with ("1e3" → "1000").
    AlgorithmOptions normalised;
    for (auto it = options.cbegin(); it != options.cend(); ++it) {
        const OptionSpec *spec = findOption(*info, it.key());
        if (!spec) {
            QStringList known;
            for (const OptionSpec &o : info->options)
                known.append(o.name);
            return fail(tr("option: %1 has no option \"%2\"; it accepts: %3")
                            .arg(name, it.key(), known.isEmpty() ? tr("none") : known.join(QStringLiteral(", "))));
        }
        QString normal;
        QString why;
        if (!normalise(*spec, it.value(), &normal, &why))
            return fail(why);
        normalised.insert(it.key(), normal);
    }
    if (info->estimateBytes) {
        const double bytes = info->estimateBytes(servers, normalised);
        const double limit = memoryLimitBytes();
        if (!(bytes <= limit))
            return fail(tr("memory: this %1 setting needs about %2, above the limit of %3; %4")
                            .arg(name, NumberText::bytes(bytes), NumberText::bytes(limit),
                                 BuildEstimate::advice(servers, [&](const ServerList &l) { return info->estimateBytes(l, options); },
                                                       limit, tr("use fewer points or servers"))));
    }
    QString why;
    auto algorithm = info->create(servers, normalised, &why);
    if (!algorithm)
        return fail(why.isEmpty() ? tr("%1: could not build").arg(name) : why);
    return algorithm;
}

} // namespace ringcore

#include "gui/experiment/experimentchangecommand.h"

#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>

namespace ringlab::gui {

namespace {

constexpr int kMergeId = 0x52494e47; // "RING": any other id never merges with ours

/// An option's value as a person reads it: numbers in the UI's notation ("1,220", German "1.220").
QString shownValue(const QString &value)
{
    if (value.isEmpty())
        return QStringLiteral("—");
    bool ok = false;
    const qlonglong whole = value.toLongLong(&ok);
    if (ok)
        return QLocale().toString(whole);
    const double number = value.toDouble(&ok);
    return ok ? QLocale().toString(number, 'g', 12) : value;
}

/// An option as a person knows it from the Experiment dock: the option the points slider drives
/// by the slider's name ("points per server", the same rule as ExperimentPanel's), bounded
/// loads' epsilon as the lessons write it (ε), any other by its name, said to be an option
/// ("option min-ring-size"): option names stay English in every language, as the dock's fields.
QString optionLabel(const QString &algorithm, const QString &name)
{
    static const QStringList pointsNames{QStringLiteral("points"), QStringLiteral("points-per-server"),
                                         QStringLiteral("vnodes"), QStringLiteral("replicas")};
    if (const ringcore::AlgorithmInfo *info = ringcore::AlgorithmRegistry::find(algorithm))
        for (const ringcore::OptionSpec &o : info->options)
            if (o.name == name && o.choices.isEmpty() && pointsNames.contains(o.name) && o.minimum <= 1 && o.maximum >= 100)
                return ExperimentChangeCommand::tr("points per server");
    if (name == QLatin1String("epsilon"))
        return QStringLiteral("ε");
    return ExperimentChangeCommand::tr("option %1").arg(name);
}

} // namespace

ExperimentChangeCommand::ExperimentChangeCommand(const ringcore::Experiment &before, const ringcore::Experiment &after,
                                                 Apply apply, Label label)
    : m_before(before), m_after(after), m_apply(std::move(apply)), m_label(std::move(label))
    , m_lastEdit(QDateTime::currentMSecsSinceEpoch())
{
    retranslate();
}

void ExperimentChangeCommand::undo()
{
    m_apply(m_before);
}

void ExperimentChangeCommand::redo()
{
    m_apply(m_after);
}

void ExperimentChangeCommand::retranslate()
{
    setText(m_label ? m_label() : describe(m_before, m_after));
}

void ExperimentChangeCommand::sealTop(QUndoStack *stack)
{
    if (stack->index() > 0)
        if (auto *top = dynamic_cast<ExperimentChangeCommand *>(const_cast<QUndoCommand *>(stack->command(stack->index() - 1))))
            top->m_sealed = true;
}

int ExperimentChangeCommand::id() const
{
    return !m_label && !singleField(m_before, m_after).isEmpty() ? kMergeId : -1;
}

bool ExperimentChangeCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = dynamic_cast<const ExperimentChangeCommand *>(other);
    if (m_sealed || !next || next->m_label || !(next->m_before == m_after))
        return false;
    // One gesture only: the digits of one number typed, one drag of a slider. An edit of the same
    // field a moment later is a new decision and a step of its own.
    if (next->m_lastEdit - m_lastEdit > kMergeWindowMs)
        return false;
    const QString field = singleField(m_before, m_after);
    if (field.isEmpty() || field != singleField(next->m_before, next->m_after))
        return false;
    m_after = next->m_after;
    m_lastEdit = next->m_lastEdit;
    retranslate();
    return true;
}

namespace {

/// The names of the options whose values differ, each once.
QStringList changedOptions(const ringcore::Experiment &before, const ringcore::Experiment &after)
{
    QStringList changed;
    for (const QString &name : before.options.keys() + after.options.keys())
        if (before.options.value(name) != after.options.value(name) && !changed.contains(name))
            changed << name;
    return changed;
}

} // namespace

QString ExperimentChangeCommand::singleField(const ringcore::Experiment &before, const ringcore::Experiment &after)
{
    QStringList fields;
    if (before.algorithm != after.algorithm)
        fields << QStringLiteral("algorithm");
    if (before.servers != after.servers)
        fields << QStringLiteral("servers");
    if (before.keys != after.keys)
        fields << QStringLiteral("keys");
    if (before.seed != after.seed)
        fields << QStringLiteral("seed");
    if (before.keyFile != after.keyFile || before.title != after.title || !(before.traffic == after.traffic))
        fields << QStringLiteral("other");
    if (before.options != after.options) {
        const QStringList changed = changedOptions(before, after);
        fields << (changed.size() == 1 ? QStringLiteral("option:") + changed.first() : QStringLiteral("options"));
    }
    // A number typed or dragged step by step is one change; a server list edit stays its own step,
    // and so does each algorithm picked (a choice, never a gesture).
    if (fields.size() != 1 || fields.first() == QLatin1String("servers") || fields.first() == QLatin1String("other")
        || fields.first() == QLatin1String("options") || fields.first() == QLatin1String("algorithm"))
        return {};
    return fields.first();
}

QString ExperimentChangeCommand::describe(const ringcore::Experiment &before, const ringcore::Experiment &after)
{
    const QLocale locale;
    int changes = 0;
    QString text;
    if (before.servers != after.servers) {
        ++changes;
        const ringcore::ServerList &a = before.servers, &b = after.servers;
        text = tr("change servers");
        if (a.size() == b.size()) {
            int differing = 0, last = -1;
            bool sameAddresses = true;
            for (int i = 0; i < a.size(); ++i) {
                sameAddresses = sameAddresses && a.at(i).address == b.at(i).address;
                if (!(a.at(i) == b.at(i))) {
                    ++differing;
                    last = i;
                }
            }
            if (sameAddresses && differing == 1) {
                const ringcore::Server &x = a.at(last), &y = b.at(last);
                if (!x.down && y.down)
                    text = tr("remove %1").arg(x.address);
                else if (x.down && !y.down)
                    text = tr("restore %1").arg(x.address);
                else if (x.weight != y.weight)
                    text = tr("weight of %1 %2 → %3").arg(x.address).arg(x.weight).arg(y.weight);
            } else if (sameAddresses && differing > 1) {
                bool weightsOnly = true;
                for (int i = 0; i < a.size(); ++i)
                    weightsOnly = weightsOnly && a.at(i).down == b.at(i).down;
                text = weightsOnly ? tr("change weights of %n server(s)", nullptr, differing)
                                   : tr("change %n server(s)", nullptr, differing);
            }
        } else if (b.size() == a.size() + 1 && std::equal(a.cbegin(), a.cend(), b.cbegin())) {
            text = tr("add %1").arg(b.last().address);
        }
    }
    if (before.algorithm != after.algorithm) {
        ++changes;
        const auto shown = [](const QString &name) {
            const ringcore::AlgorithmInfo *info = ringcore::AlgorithmRegistry::find(name);
            return info ? ringcore::AlgorithmRegistry::translatedDisplayName(*info) : name;
        };
        text = tr("algorithm %1 → %2").arg(shown(before.algorithm), shown(after.algorithm));
    }
    if (before.options != after.options) {
        ++changes;
        const QStringList changed = changedOptions(before, after);
        if (changed.size() == 1) {
            const QString &name = changed.first();
            text = tr("%1 %2 → %3").arg(optionLabel(after.algorithm, name), shownValue(before.options.value(name)),
                                        shownValue(after.options.value(name)));
        } else {
            text = tr("change options");
        }
    }
    if (before.keys != after.keys) {
        ++changes;
        text = tr("keys %1 → %2").arg(locale.toString(before.keys), locale.toString(after.keys));
    }
    if (before.seed != after.seed) {
        ++changes;
        text = tr("seed %1 → %2").arg(before.seed).arg(after.seed);
    }
    if (before.keyFile != after.keyFile) {
        ++changes;
        text = tr("change key file");
    }
    if (!(before.traffic == after.traffic)) {
        ++changes;
        text = tr("change Traffic settings");
    }
    if (before.title != after.title) {
        ++changes;
        text = tr("change title");
    }
    return changes > 1 ? tr("change experiment") : text;
}

} // namespace ringlab::gui

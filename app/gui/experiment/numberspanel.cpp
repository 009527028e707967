#include "gui/experiment/numberspanel.h"

#include <QFormLayout>
#include <QLabel>
#include <QLocale>

namespace ringlab::gui {

NumbersPanel::NumbersPanel(QWidget *parent)
    : QWidget(parent), m_state(new QLabel(this))
{
    setObjectName(QStringLiteral("numbersPanel"));
    auto *form = new QFormLayout(this);
    form->addRow(m_state);
    m_state->setWordWrap(true);
    auto add = [&](const QString &name, const QString &label, const QString &tip) {
        auto *value = new QLabel(QStringLiteral("–"), this);
        value->setObjectName(name + QStringLiteral("Value"));
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        value->setToolTip(tip);
        m_values.insert(name, value);
        form->addRow(label, value);
    };
    add(QStringLiteral("busiest"), tr("Busiest:"), tr("The largest share of any server, as a multiple of its fair share"));
    add(QStringLiteral("quietest"), tr("Quietest:"), tr("The smallest share of any server, as a multiple of its fair share"));
    add(QStringLiteral("cv"), tr("CV:"), tr("Coefficient of variation of the servers' shares (standard deviation ÷ mean)"));
    add(QStringLiteral("formula"), tr("Formula:"), tr("Expected CV of an ideal next-point ring: sqrt((N−1)/(N·k+1))"));
    add(QStringLiteral("points"), tr("Points:"), tr("Points on the ring (or table slots)"));
    add(QStringLiteral("memory"), tr("Ring memory:"), tr("Bytes the proxy's own structure uses for the points or table"));
}

QString NumbersPanel::humanBytes(double bytes)
{
    return QLocale().formattedDataSize(qint64(bytes), 1, QLocale::DataSizeTraditionalFormat);
}

void NumbersPanel::setBusy(bool busy)
{
    m_state->setText(busy ? tr("Computing…") : QString());
    m_state->setVisible(busy);
}

void NumbersPanel::setSnapshot(const ringcore::RingSnapshotPtr &s)
{
    QLocale l;
    auto set = [this](const QString &name, const QString &text) { m_values.value(name)->setText(text); };
    if (!s || !s->ok()) {
        for (QLabel *label : std::as_const(m_values))
            label->setText(QStringLiteral("–"));
        if (s) {
            m_state->setText(s->error);
            m_state->setVisible(true);
        }
        return;
    }
    auto serverName = [&](int i) { return i >= 0 && i < s->servers.size() ? s->servers.at(i).address : QString(); };
    set(QStringLiteral("busiest"), tr("%1× fair share (%2)").arg(l.toString(s->busiest, 'f', 3), serverName(s->busiestServer)));
    set(QStringLiteral("quietest"), tr("%1× fair share (%2)").arg(l.toString(s->quietest, 'f', 3), serverName(s->quietestServer)));
    set(QStringLiteral("cv"), l.toString(s->cv * 100, 'f', 2) + QLatin1Char('%'));
    set(QStringLiteral("formula"), s->cvFormula > 0
            ? tr("%1% (N = %2, k = %3)").arg(l.toString(s->cvFormula * 100, 'f', 2)).arg(s->enabledServers)
                  .arg(l.toString(s->pointsPerServer, 'g', 6))
            : tr("n/a (no ring points)"));
    set(QStringLiteral("points"), l.toString(qulonglong(s->pointCount)));
    set(QStringLiteral("memory"), humanBytes(double(s->memoryBytes)));
}

QString NumbersPanel::valueText(const QString &name) const
{
    QLabel *label = m_values.value(name);
    return label ? label->text() : QString();
}

} // namespace ringlab::gui

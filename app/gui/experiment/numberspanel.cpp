#include "gui/experiment/numberspanel.h"

#include "ringcore/core/numbertext.h"
#include "ringcore/snapshot/ringsnapshotbuilder.h"

#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace ringlab::gui {

NumbersPanel::NumbersPanel(QWidget *parent)
    : QWidget(parent), m_state(new QLabel(this)), m_form(new QFormLayout)
{
    setObjectName(QStringLiteral("numbersPanel"));
    // Rows stay together at the top; a taller dock leaves its room below them.
    auto *outer = new QVBoxLayout(this);
    outer->addLayout(m_form);
    outer->addStretch(1);
    m_form->addRow(m_state);
    m_state->setWordWrap(true);
    for (const QString &name : {QStringLiteral("busiest"), QStringLiteral("quietest"), QStringLiteral("cv"),
                                QStringLiteral("formula"), QStringLiteral("points"), QStringLiteral("memory"), QStringLiteral("keys")}) {
        auto *value = new QLabel(QStringLiteral("–"), this);
        value->setObjectName(name + QStringLiteral("Value"));
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        value->setWordWrap(true);
        auto *label = new QLabel(this);
        label->setObjectName(name + QStringLiteral("Label"));
        m_values.insert(name, value);
        m_labels.insert(name, label);
        m_form->addRow(label, value);
    }
    m_form->setRowVisible(m_values.value(QStringLiteral("keys")), false); // shown for a sample only
    retranslate();
}

void NumbersPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void NumbersPanel::retranslate()
{
    auto set = [this](const QString &name, const QString &label, const QString &tip) {
        m_labels.value(name)->setText(label);
        m_labels.value(name)->setToolTip(tip);
        m_values.value(name)->setToolTip(tip);
    };
    set(QStringLiteral("busiest"), tr("Busiest:"), tr("The largest share of any server, as a multiple of its fair share"));
    set(QStringLiteral("quietest"), tr("Quietest:"), tr("The smallest share of any server, as a multiple of its fair share"));
    set(QStringLiteral("cv"), tr("CV:"), tr("Coefficient of variation of the servers' shares (standard deviation ÷ mean)"));
    set(QStringLiteral("formula"), tr("Formula:"),
        tr("Expected CV of an ideal next-point ring: sqrt((N−1)/(N·k+1)). With unequal weights k is the "
           "effective number of points: the harmonic mean of the servers' point counts."));
    set(QStringLiteral("points"), tr("Points:"), tr("Points on the ring (or table slots)"));
    set(QStringLiteral("memory"), tr("Memory:"),
        tr("Bytes the scheme's own structure uses: its ring points, its table, or (without either) its bucket → server list"));
    set(QStringLiteral("keys"), tr("Keys:"),
        tr("Generated keys routed through the scheme (the Ring page's Keys column): at most %1; of more, the first %1 "
           "are routed as a sample")
            .arg(ringcore::NumberText::integer(ringcore::RingSnapshotBuilder::kMaxRoutedKeys)));
    if (m_busy)
        setBusy(true);
    else
        setSnapshot(m_snapshot);
}

void NumbersPanel::setBusy(bool busy)
{
    m_busy = busy;
    m_state->setText(busy ? tr("Computing…") : QString());
    m_state->setVisible(busy);
}

QString NumbersPanel::formulaText(const ringcore::RingSnapshot &s)
{
    if (s.cvFormula <= 0)
        return tr("n/a (no ring points)");
    const QString percent = QLocale().toString(s.cvFormula * 100, 'f', kFormulaDecimals);
    if (s.weightsDiffer)
        return tr("%1% (N = %2, effective k = %3: the harmonic mean of the servers' points, as weights differ)")
            .arg(percent)
            .arg(s.enabledServers)
            .arg(kText(s));
    return tr("%1% (N = %2, k = %3)").arg(percent).arg(s.enabledServers).arg(kText(s));
}

QString NumbersPanel::kText(const ringcore::RingSnapshot &s)
{
    // 4 significant digits for a harmonic mean of unequal weights, 6 otherwise (9,998.74 points
    // per server after pingora-ketama's colliding points are dropped).
    return ringcore::NumberText::plain(s.effectivePoints, s.weightsDiffer ? 4 : 6);
}

QString NumbersPanel::pointsText(const ringcore::RingSnapshot &s)
{
    switch (s.rule) {
    case ringcore::LookupKind::Table:
        return tr("%Ln table slot(s)", nullptr, int(s.table.size()));
    case ringcore::LookupKind::Decision:
        return tr("none (decides per key)");
    default:
        return tr("%Ln point(s)", nullptr, int(s.pointCount));
    }
}

QString NumbersPanel::keysText(const ringcore::RingSnapshot &s)
{
    // The experiment's Keys field may ask for more than a snapshot routes: the sample is named.
    const ringcore::KeySample sample = s.keySample();
    return sample.isExact() ? tr("%1 routed").arg(ringcore::NumberText::integer(s.keysRouted)) : sample.note();
}

QString NumbersPanel::relativeNumber(double multiple)
{
    return ringcore::NumberText::fixed(multiple, kRelativeDecimals);
}

QString NumbersPanel::relativeText(double multiple)
{
    return ringcore::NumberText::times(multiple, kRelativeDecimals);
}

QString NumbersPanel::formulaPercent(double cv)
{
    return ringcore::NumberText::percentSign(cv, kFormulaDecimals);
}

QString NumbersPanel::cvText(double cv)
{
    return ringcore::NumberText::percentSign(cv, kCvDecimals);
}

void NumbersPanel::setSnapshot(const ringcore::RingSnapshotPtr &s)
{
    m_snapshot = s;
    auto set = [this](const QString &name, const QString &text) { m_values.value(name)->setText(text); };
    if (!s || !s->ok()) {
        for (QLabel *label : std::as_const(m_values))
            label->setText(QStringLiteral("–"));
        m_form->setRowVisible(m_values.value(QStringLiteral("keys")), false);
        if (s) {
            m_state->setText(s->error);
            m_state->setVisible(true);
        }
        return;
    }
    auto serverName = [&](int i) { return i >= 0 && i < s->servers.size() ? s->servers.at(i).address : QString(); };
    set(QStringLiteral("busiest"), tr("%1× fair share (%2)").arg(relativeNumber(s->busiest), serverName(s->busiestServer)));
    set(QStringLiteral("quietest"), tr("%1× fair share (%2)").arg(relativeNumber(s->quietest), serverName(s->quietestServer)));
    set(QStringLiteral("cv"), cvText(s->cv));
    set(QStringLiteral("formula"), formulaText(*s));
    set(QStringLiteral("points"), pointsText(*s));
    set(QStringLiteral("memory"), ringcore::NumberText::bytes(double(s->memoryBytes)));
    set(QStringLiteral("keys"), keysText(*s));
    // Only a sample needs the row (the Keys field says the rest); it would cost the Experiment dock
    // above a row's height at 1,366 × 768 on every page.
    m_form->setRowVisible(m_values.value(QStringLiteral("keys")), !s->keySample().isExact());
}

QString NumbersPanel::valueText(const QString &name) const
{
    QLabel *label = m_values.value(name);
    return label ? label->text() : QString();
}

} // namespace ringlab::gui

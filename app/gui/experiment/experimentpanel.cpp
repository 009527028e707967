#include "gui/experiment/experimentpanel.h"

#include "gui/common/elidingcombobox.h"

#include "ringcore/core/serverlistparser.h"
#include "ringcore/core/weightstext.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/snapshot/ringsnapshotbuilder.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QFrame>
#include <QHash>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSlider>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ringlab::gui {

namespace {

constexpr int kSliderSteps = 1000;
constexpr int kMaxSliderPoints = 100000;
constexpr int kFixedOptionRows = 2; // the points slider and its sentence, above the option rows

int sliderToPoints(int v)
{
    return int(std::lround(std::pow(10.0, 5.0 * v / kSliderSteps)));
}

// Option names that mean "points per server" in the schemes that have one.
bool isPointsOption(const ringcore::OptionSpec &o)
{
    static const QStringList names{QStringLiteral("points"), QStringLiteral("points-per-server"),
                                   QStringLiteral("vnodes"), QStringLiteral("replicas")};
    return o.choices.isEmpty() && names.contains(o.name) && o.minimum <= 1 && o.maximum >= 100;
}

} // namespace

ExperimentPanel::ExperimentPanel(QWidget *parent)
    : QWidget(parent),
      m_algorithm(new ElidingComboBox(this)),
      m_servers(new QLineEdit(this)),
      m_weights(new QLineEdit(this)),
      m_down(new QLineEdit(this)),
      m_keys(new QLineEdit(this)),
      m_seed(new QLineEdit(this)),
      m_pointsSlider(new QSlider(Qt::Horizontal, this)),
      m_pointsLabel(new QLabel(this)),
      m_ownPointsLabel(new QLabel(this)),
      m_description(new QLabel(this)),
      m_optionLayout(nullptr),
      m_optionBox(new QWidget(this)),
      m_debounce(new QTimer(this))
{
    setUpFields();
    buildLayout();
    connectFields();
    retranslate();
    setExperiment(ringcore::Experiment::defaultExperiment());
}

int ExperimentPanel::pointsToSlider(double points)
{
    return int(std::lround(std::log10(std::max(1.0, points)) * kSliderSteps / 5.0));
}

void ExperimentPanel::setUpFields()
{
    setObjectName(QStringLiteral("experimentPanel"));
    m_algorithm->setObjectName(QStringLiteral("algorithmCombo"));
    m_servers->setObjectName(QStringLiteral("serversEdit"));
    m_weights->setObjectName(QStringLiteral("weightsEdit"));
    m_down->setObjectName(QStringLiteral("downEdit"));
    m_keys->setObjectName(QStringLiteral("keysEdit"));
    m_seed->setObjectName(QStringLiteral("seedEdit"));
    m_pointsSlider->setObjectName(QStringLiteral("pointsSlider"));

    for (const ringcore::AlgorithmInfo &info : ringcore::AlgorithmRegistry::all())
        m_algorithm->addItem(info.name, info.name); // texts: retranslate()
    m_pointsSlider->setRange(0, kSliderSteps);
    m_description->setWordWrap(true);
    m_pointsLabel->setWordWrap(true); // "… sets 160 points per unit of weight" must not widen the dock
    // Long algorithm names must not widen the dock: the combo shows ~24 characters, the list all.
    m_algorithm->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_algorithm->setMinimumContentsLength(24);
    m_description->setObjectName(QStringLiteral("algorithmDescription"));
    m_pointsLabel->setObjectName(QStringLiteral("pointsPerWeightLabel"));
    m_ownPointsLabel->setObjectName(QStringLiteral("ownPointsLabel"));
    m_ownPointsLabel->setWordWrap(true);
}

void ExperimentPanel::buildLayout()
{
    // Two blocks: first the rows every experiment has (what is hashed: algorithm, servers, weights,
    // down, keys, seed), always at the top where they need no scrolling at 1366×768 in any
    // language; then, under a rule, what the chosen algorithm itself offers (points per server and
    // its options), which alone may scroll when an algorithm has many (Varnish has six).
    auto *layout = new QVBoxLayout(this);
    const QMargins margins = layout->contentsMargins();
    layout->setContentsMargins(margins.left(), 4, margins.right(), 4);
    // Rows 4 px apart (the style's 6 made Varnish's six options scroll in German).
    constexpr int kRowSpacing = 4;
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setVerticalSpacing(kRowSpacing);
    auto label = [this](const QString &key, QWidget *buddy) {
        auto *l = new QLabel(this);
        l->setBuddy(buddy);
        m_rowLabels.insert(key, l);
        return l;
    };
    form->addRow(label(QStringLiteral("algorithm"), m_algorithm), m_algorithm);
    form->addRow(QString(), m_description);
    form->addRow(label(QStringLiteral("servers"), m_servers), m_servers);
    form->addRow(QString(), addErrorLabel(QStringLiteral("servers")));
    form->addRow(label(QStringLiteral("weights"), m_weights), m_weights);
    form->addRow(QString(), addErrorLabel(QStringLiteral("weights")));
    form->addRow(label(QStringLiteral("down"), m_down), m_down);
    form->addRow(QString(), addErrorLabel(QStringLiteral("down")));
    form->addRow(label(QStringLiteral("keys"), m_keys), m_keys);
    form->addRow(QString(), addErrorLabel(QStringLiteral("keys")));
    form->addRow(label(QStringLiteral("seed"), m_seed), m_seed);
    form->addRow(QString(), addErrorLabel(QStringLiteral("seed")));
    layout->addLayout(form);
    auto *rule = new QFrame(this);
    rule->setObjectName(QStringLiteral("algorithmRowsRule"));
    rule->setFrameShape(QFrame::HLine);
    rule->setFrameShadow(QFrame::Sunken);
    layout->addWidget(rule);
    // Rows 0 and 1: the points slider and its sentence; the algorithm's option rows follow
    // (rebuildOptionFields), in the same form so that their labels line up.
    m_optionLayout = new QFormLayout(m_optionBox);
    m_optionLayout->setContentsMargins(0, 0, 0, 0);
    m_optionLayout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_optionLayout->setVerticalSpacing(kRowSpacing);
    m_pointsSlider->setParent(m_optionBox);
    m_pointsLabel->setParent(m_optionBox);
    m_optionLayout->addRow(label(QStringLiteral("points"), m_pointsSlider), m_pointsSlider);
    m_optionLayout->addRow(QString(), m_pointsLabel);
    // Above the option rows, the panel's width: who sets the points of an algorithm without the
    // slider (under Envoy's wide "use-hostname-for-hashing:" label column it was squeezed into five
    // lines). Not a spanning row of the form: QFormLayout (Qt 6.4) gave that word-wrapped row
    // 0 px after the tour had hidden and shown it (issue 34 item 10,
    // tst_teaching::ownPointsLineSurvivesTheTour).
    layout->addWidget(m_ownPointsLabel);
    layout->addWidget(m_optionBox);
    layout->addStretch(1);
}

void ExperimentPanel::connectFields()
{
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(150);
    connect(m_debounce, &QTimer::timeout, this, &ExperimentPanel::announce);
    connect(m_algorithm, &QComboBox::currentIndexChanged, this, [this] {
        if (m_updating)
            return;
        rebuildOptionFields();
        onEdited();
    });
    for (QLineEdit *edit : {m_servers, m_weights, m_down, m_keys, m_seed})
        connect(edit, &QLineEdit::textEdited, this, &ExperimentPanel::onEdited);
    connect(m_pointsSlider, &QSlider::valueChanged, this, [this](int v) {
        if (m_updating || m_pointsOption.isEmpty())
            return;
        if (auto *edit = qobject_cast<QLineEdit *>(m_optionFields.value(m_pointsOption)))
            edit->setText(QString::number(sliderToPoints(v)));
        onEdited();
    });
}

void ExperimentPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // The keys in the new language's notation (German "100.000"), unless an edit is pending
        // (the field then holds what the user typed, which stays as typed).
        if (!m_updating && !m_debounce->isActive() && fieldError(QStringLiteral("keys")).isEmpty()) {
            m_updating = true;
            m_keys->setText(QLocale().toString(m_experiment.keys));
            m_updating = false;
        }
    }
    QWidget::changeEvent(event);
}

void ExperimentPanel::retranslate()
{
    m_rowLabels.value(QStringLiteral("algorithm"))->setText(tr("&Algorithm:"));
    m_rowLabels.value(QStringLiteral("servers"))->setText(tr("&Servers:"));
    m_rowLabels.value(QStringLiteral("weights"))->setText(tr("&Weights:"));
    m_rowLabels.value(QStringLiteral("down"))->setText(tr("&Down:"));
    m_rowLabels.value(QStringLiteral("points"))->setText(tr("&Points per server:"));
    m_rowLabels.value(QStringLiteral("keys"))->setText(tr("&Keys:"));
    m_rowLabels.value(QStringLiteral("seed"))->setText(tr("S&eed:"));
    for (int i = 0; i < m_algorithm->count(); ++i) {
        const ringcore::AlgorithmInfo *info = ringcore::AlgorithmRegistry::find(m_algorithm->itemData(i).toString());
        const QString name = info ? ringcore::AlgorithmRegistry::translatedDisplayName(*info) : QString();
        m_algorithm->setItemText(i, name.isEmpty() ? m_algorithm->itemData(i).toString() : name);
        if (info)
            m_algorithm->setItemData(i, ringcore::AlgorithmRegistry::translatedDescription(*info), Qt::ToolTipRole);
    }
    m_algorithm->setToolTip(tr("The scheme that maps keys to servers; its own options appear below it"));
    m_servers->setPlaceholderText(tr("100, or 127.0.0.1:9001-9100, or a,b,c"));
    m_servers->setToolTip(tr("A count from 1 to 100,000 (servers 127.0.0.1:9001 …), an address range such as "
                             "127.0.0.1:9001-9100, or a comma-separated list of host:port addresses. A server "
                             "hashed by a name is written name=address (cache-1=10.0.0.1:8080, 90=127.0.0.1:90): "
                             "nginx, Varnish, Caddy, Traffic Server, twemproxy and Envoy with "
                             "use-hostname-for-hashing hash the name"));
    m_weights->setPlaceholderText(tr("1, or 1,2,3, or *:1, 9042:5"));
    m_down->setPlaceholderText(tr("e.g. 9042 or 127.0.0.1:9042"));
    m_down->setToolTip(tr("Servers marked down, comma-separated: a port (9042), an address (127.0.0.1:9042), a "
                          "position (#3, 1 to the number of servers) or a range (9040-9045, #7-#9); empty: none"));
    m_keys->setToolTip(tr("Keys routed for the key dots and per-server key counts (0 to 1,000,000,000)"));
    m_seed->setToolTip(tr("Seed of the key generator: a whole number from 0 to 18446744073709551615"));
    m_pointsSlider->setToolTip(tr("Points per server, 1 to 100,000 (logarithmic)"));
    updateAlgorithmTexts();
}

void ExperimentPanel::updateAlgorithmTexts()
{
    const ringcore::AlgorithmInfo *info = ringcore::AlgorithmRegistry::find(m_algorithm->currentData().toString());
    m_description->setText(info ? ringcore::AlgorithmRegistry::translatedDescription(*info) : QString());
    const int minWeight = info ? info->minWeight : 1, maxWeight = info ? info->maxWeight : 1;
    m_weights->setToolTip(minWeight == maxWeight
        ? tr("This algorithm has no weights: only %1 is allowed").arg(minWeight)
        : tr("One weight for every server (1), one per server (1,2,3), or a default with exceptions by port, "
             "address or #position (*:1, 9042:5); whole numbers %1 to %2")
              .arg(QLocale().toString(minWeight), QLocale().toString(maxWeight)));
    if (!info)
        return;
    for (const ringcore::OptionSpec &o : info->options) {
        QWidget *field = m_optionFields.value(o.name);
        if (!field)
            continue;
        const QString description = ringcore::AlgorithmRegistry::translatedOption(*info, o.description);
        if (!o.choices.isEmpty())
            field->setToolTip(tr("%1 (one of: %2)").arg(description, o.choices.join(QStringLiteral(", "))));
        else if (o.text)
            field->setToolTip(description);
        else
            field->setToolTip(tr("%1 (%2 to %3%4)")
                                  .arg(description, QLocale().toString(o.minimum, 'g', 12), QLocale().toString(o.maximum, 'g', 12),
                                       o.integer ? tr(", whole numbers") : QString()));
    }
    if (m_pointsOption.isEmpty())
        m_ownPointsLabel->setText(ownPointsText(*info));
    else if (const auto *edit = qobject_cast<QLineEdit *>(m_optionFields.value(m_pointsOption)))
        m_pointsLabel->setText(pointsPerWeightText(QLocale::c().toDouble(edit->text())));
}

QString ExperimentPanel::ownPointsText(const ringcore::AlgorithmInfo &info)
{
    // A lookup table (Maglev) or a scheme that decides per key (modulo, jump, rendezvous) has no
    // points to count: the scheme's declared structure says which, as it does for the ring view
    // (RingSnapshotBuilder::kindOf), without building an instance here on the GUI thread.
    const QString name = ringcore::AlgorithmRegistry::translatedDisplayName(info);
    switch (ringcore::RingSnapshotBuilder::kindOf(info)) {
    case ringcore::LookupKind::Table:
        return tr("%1 has no ring points: it routes through a lookup table of slots").arg(name);
    case ringcore::LookupKind::Decision:
        return tr("%1 has no points: it decides each key's server from the server list alone").arg(name);
    case ringcore::LookupKind::NextPoint:
    case ringcore::LookupKind::NearestPoint:
        break;
    }
    return tr("%1 sets its own point count (through weights or its options)").arg(name);
}

QString ExperimentPanel::pointsPerWeightText(double points)
{
    // %Ln: the count in locale notation; every language, English too (ringlab_en.ts), has the
    // plural forms it needs.
    return tr("%Ln points per unit of weight", nullptr, int(std::lround(points)));
}

QLabel *ExperimentPanel::addErrorLabel(const QString &field)
{
    auto *label = new QLabel(this);
    label->setObjectName(field + QStringLiteral("Error"));
    label->setWordWrap(true);
    label->setStyleSheet(QStringLiteral("color: #c00000;"));
    label->hide();
    m_errors.insert(field, label);
    return label;
}

void ExperimentPanel::showError(const QString &field, const QString &message)
{
    if (QLabel *label = m_errors.value(field)) {
        label->setText(message);
        label->setVisible(!message.isEmpty());
    }
    // The field itself is framed red while its value is refused (a field typed wrong, or a value
    // from an experiment file the algorithm does not allow).
    QWidget *w = m_optionFields.value(field);
    if (field == QLatin1String("servers")) w = m_servers;
    else if (field == QLatin1String("weights")) w = m_weights;
    else if (field == QLatin1String("down")) w = m_down;
    else if (field == QLatin1String("keys")) w = m_keys;
    else if (field == QLatin1String("seed")) w = m_seed;
    if (auto *edit = qobject_cast<QLineEdit *>(w))
        edit->setStyleSheet(message.isEmpty() ? QString() : QStringLiteral("QLineEdit { border: 2px solid #c00000; }"));
}

QString ExperimentPanel::fieldError(const QString &field) const
{
    QLabel *label = m_errors.value(field);
    return label && !label->isHidden() ? label->text() : QString();
}

void ExperimentPanel::rebuildOptionFields()
{
    while (m_optionLayout->rowCount() > kFixedOptionRows)
        m_optionLayout->removeRow(kFixedOptionRows);
    for (const QString &name : m_optionFields.keys())
        m_errors.remove(name);
    m_optionFields.clear();
    m_pointsOption.clear();
    const ringcore::AlgorithmInfo *info = ringcore::AlgorithmRegistry::find(m_algorithm->currentData().toString());
    if (!info) {
        updateAlgorithmTexts();
        return;
    }
    for (const ringcore::OptionSpec &o : info->options) {
        QWidget *field;
        if (!o.choices.isEmpty()) {
            auto *combo = new QComboBox(m_optionBox);
            combo->addItems(o.choices);
            combo->setCurrentText(o.defaultValue);
            connect(combo, &QComboBox::currentIndexChanged, this, [this] {
                if (!m_updating)
                    onEdited();
            });
            field = combo;
        } else {
            auto *edit = new QLineEdit(o.defaultValue, m_optionBox);
            edit->setPlaceholderText(o.defaultValue);
            connect(edit, &QLineEdit::textEdited, this, &ExperimentPanel::onEdited);
            field = edit;
            if (m_pointsOption.isEmpty() && isPointsOption(o))
                m_pointsOption = o.name;
        }
        field->setObjectName(QStringLiteral("option_") + o.name);
        m_optionFields.insert(o.name, field);
        m_optionLayout->addRow(o.name + QLatin1Char(':'), field);
        auto *error = new QLabel(m_optionBox);
        error->setObjectName(QStringLiteral("option_") + o.name + QStringLiteral("Error"));
        error->setWordWrap(true);
        error->setStyleSheet(QStringLiteral("color: #c00000;"));
        error->hide();
        m_errors.insert(o.name, error);
        m_optionLayout->addRow(QString(), error);
    }
    // An algorithm that sets its own point count gets no (disabled) slider, only the sentence
    // under "Points per server:" saying so.
    m_optionLayout->setRowVisible(m_pointsSlider, !m_pointsOption.isEmpty());
    m_optionLayout->setRowVisible(m_pointsLabel, !m_pointsOption.isEmpty());
    m_ownPointsLabel->setVisible(m_pointsOption.isEmpty());
    m_pointsSlider->setEnabled(!m_pointsOption.isEmpty());
    updateAlgorithmTexts();
}

void ExperimentPanel::setExperiment(const ringcore::Experiment &experiment)
{
    // Our own announcement coming back: the fields already show it (and the user may be typing).
    if (m_shown && experiment == m_experiment && !m_debounce->isActive())
        return;
    m_shown = true;
    m_updating = true;
    m_experiment = experiment;
    const int index = m_algorithm->findData(experiment.algorithm);
    m_algorithm->setCurrentIndex(index);
    rebuildOptionFields();
    m_servers->setText(formatServers(experiment.servers));
    m_weights->setText(ringcore::WeightsText::format(experiment.servers));
    m_down->setText(downText(experiment.servers));
    for (auto it = m_optionFields.cbegin(); it != m_optionFields.cend(); ++it) {
        if (!experiment.options.contains(it.key()))
            continue;
        const QString value = experiment.options.value(it.key());
        if (auto *combo = qobject_cast<QComboBox *>(it.value()))
            combo->setCurrentText(value);
        else if (auto *edit = qobject_cast<QLineEdit *>(it.value()))
            edit->setText(value);
    }
    if (!m_pointsOption.isEmpty()) {
        const auto *edit = qobject_cast<QLineEdit *>(m_optionFields.value(m_pointsOption));
        const double points = edit ? edit->text().toDouble() : 1;
        m_pointsSlider->setValue(pointsToSlider(points));
        m_pointsLabel->setText(pointsPerWeightText(points));
    }
    m_keys->setText(QLocale().toString(experiment.keys)); // as every other count: "100,000"
    m_seed->setText(QString::number(experiment.seed));
    // What the fields now hold is checked as if typed: a value the algorithm refuses (an option out
    // of its range in an experiment file) is marked and named, where it used to pass unmarked.
    readFields(nullptr);
    m_updating = false;
}

bool ExperimentPanel::setFieldText(const QString &field, const QString &text)
{
    QLineEdit *edit = nullptr;
    if (field == QLatin1String("servers")) edit = m_servers;
    else if (field == QLatin1String("weights")) edit = m_weights;
    else if (field == QLatin1String("down")) edit = m_down;
    else if (field == QLatin1String("keys")) edit = m_keys;
    else if (field == QLatin1String("seed")) edit = m_seed;
    else if (field == QLatin1String("algorithm")) {
        const int i = m_algorithm->findData(text);
        if (i < 0)
            return false;
        m_algorithm->setCurrentIndex(i);
        return true;
    } else if (QWidget *w = m_optionFields.value(field)) {
        if (auto *combo = qobject_cast<QComboBox *>(w)) {
            combo->setCurrentText(text);
            return true;
        }
        edit = qobject_cast<QLineEdit *>(w);
    }
    if (!edit)
        return false;
    edit->setText(text);
    onEdited();
    return true;
}

void ExperimentPanel::setPointsPerServer(int points)
{
    m_pointsSlider->setValue(pointsToSlider(points));
    // The slider is logarithmic; put the exact value in the field.
    if (auto *edit = qobject_cast<QLineEdit *>(m_optionFields.value(m_pointsOption))) {
        edit->setText(QString::number(points));
        onEdited();
    }
}

void ExperimentPanel::onEdited()
{
    ringcore::Experiment e;
    if (readFields(&e))
        m_debounce->start();
    else
        m_debounce->stop();
}

void ExperimentPanel::announce()
{
    ringcore::Experiment e;
    if (!readFields(&e) || e == m_experiment)
        return;
    m_experiment = e;
    if (m_carried) {
        // The weights and down marks followed the new server list: the fields say so.
        m_weights->setText(ringcore::WeightsText::format(e.servers));
        m_down->setText(downText(e.servers));
        m_carried = false;
    }
    emit experimentChanged(e);
}


} // namespace ringlab::gui

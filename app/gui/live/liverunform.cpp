#include "gui/live/liverunform.h"

#include "ringcore/core/serverlistparser.h"
#include "ringcore/live/managedprocess.h"
#include "ringcore/live/systemdescription.h"

#include <QLocale>
#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>

namespace ringlab::gui {

LiveRunForm::LiveRunForm(QWidget *parent)
    : QWidget(parent)
    , m_proxyLabel(new QLabel(this))
    , m_variantLabel(new QLabel(this))
    , m_backendsLabel(new QLabel(this))
    , m_basePortLabel(new QLabel(this))
    , m_weightLabel(new QLabel(this))
    , m_downLabel(new QLabel(this))
    , m_keysLabel(new QLabel(this))
    , m_concurrencyLabel(new QLabel(this))
    , m_proxy(new QComboBox(this))
    , m_variant(new QComboBox(this))
    , m_backends(new QSpinBox(this))
    , m_basePort(new QSpinBox(this))
    , m_pickFree(new QCheckBox(this))
    , m_weight(new QSpinBox(this))
    , m_down(new QLineEdit(this))
    , m_downError(new QLabel(this))
    , m_keys(new QSpinBox(this))
    , m_concurrency(new QSpinBox(this))
{
    // Every registered system, in registration order, shown by its display name.
    for (const ringcore::SystemDescription *system : ringcore::SystemRegistry::all())
        m_proxy->addItem(system->displayName(), system->name());
    markMissingSystems();
    updateVariants();
    m_backends->setRange(1, 1000);
    m_backends->setValue(100);
    // The whole range a port can take; whether the backends fit above the base port is checked
    // on Start, with a message naming the field and the range for that many backends.
    m_basePort->setRange(1024, 65535);
    m_basePort->setValue(9001);
    m_pickFree->setChecked(true);
    m_keys->setRange(1, 100000000);
    m_keys->setValue(100000);
    m_keys->setGroupSeparatorShown(true);
    m_concurrency->setRange(1, 1024);
    m_concurrency->setValue(32);
    m_down->setPlaceholderText(QStringLiteral("#42, #57-#58, 9042"));
    m_downError->setObjectName(QStringLiteral("downError"));
    m_downError->setWordWrap(true);
    m_downError->setStyleSheet(QStringLiteral("color: #b00020"));
    m_downError->hide();
    connect(m_down, &QLineEdit::textChanged, this, &LiveRunForm::showDownError);
    connect(m_backends, &QSpinBox::valueChanged, this, &LiveRunForm::showDownError);
    connect(m_basePort, &QSpinBox::valueChanged, this, &LiveRunForm::showDownError);

    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(m_proxyLabel, m_proxy);
    form->addRow(m_variantLabel, m_variant);
    form->addRow(m_backendsLabel, m_backends);
    form->addRow(m_basePortLabel, m_basePort);
    form->addRow(QString(), m_pickFree);
    form->addRow(m_weightLabel, m_weight);
    form->addRow(m_downLabel, m_down);
    form->addRow(QString(), m_downError);
    form->addRow(m_keysLabel, m_keys);
    form->addRow(m_concurrencyLabel, m_concurrency);

    connect(m_proxy, &QComboBox::currentIndexChanged, this, &LiveRunForm::updateVariants);
    connect(m_variant, &QComboBox::currentIndexChanged, this, [this] {
        // A variant belongs to one system (SystemDescription::variants()): the proxy box follows it.
        ringcore::LiveRunConfig c;
        QString ignored;
        const QString name = m_variant->currentData().toString();
        if (!name.isEmpty() && c.applyVariant(name, &ignored)) {
            const int index = m_proxy->findData(c.proxy);
            if (index >= 0 && index != m_proxy->currentIndex())
                m_proxy->setCurrentIndex(index);
        }
    });
}

QString LiveRunForm::systemName() const
{
    return m_proxy->currentData().toString();
}

QString LiveRunForm::systemText() const
{
    return m_proxy->currentText();
}

void LiveRunForm::setExperiment(const ringcore::Experiment &experiment)
{
    const int n = int(experiment.servers.size());
    if (n >= 1 && n <= m_backends->maximum())
        m_backends->setValue(n);
    // The system whose port the experiment uses, if one is registered.
    for (const ringcore::SystemDescription *system : ringcore::SystemRegistry::all()) {
        if (system->algorithm() == experiment.algorithm) {
            m_proxy->setCurrentIndex(std::max(0, m_proxy->findData(system->name())));
            break;
        }
    }
}

void LiveRunForm::setControlsEnabled(bool enabled)
{
    for (QWidget *w : std::initializer_list<QWidget *>{m_proxy, m_variant, m_backends, m_basePort, m_pickFree, m_weight,
                                                       m_down, m_keys, m_concurrency})
        w->setEnabled(enabled);
}

void LiveRunForm::markMissingSystems()
{
    // A system whose program is not installed stays in the list, greyed, saying what is missing
    // (a lookup on PATH and in the sbin folders: a few stat calls).
    auto *model = qobject_cast<QStandardItemModel *>(m_proxy->model());
    if (!model)
        return;
    for (int i = 0; i < m_proxy->count(); ++i) {
        const ringcore::SystemDescription *system = ringcore::SystemRegistry::find(m_proxy->itemData(i).toString());
        if (!system)
            continue;
        QString missing;
        for (const QString &program : {system->programName(), system->checkProgramName()}) {
            QString error;
            if (missing.isEmpty() && ringcore::ManagedProcess::findProgram(program, QString(), &error).isEmpty())
                missing = program;
        }
        QStandardItem *item = model->item(i);
        item->setEnabled(missing.isEmpty());
        item->setText(missing.isEmpty() ? system->displayName()
                                        : tr("%1 (not installed: %2 not found)").arg(system->displayName(), missing));
        item->setToolTip(missing.isEmpty() ? tr("Runs %1").arg(system->programName())
                                           : tr("%1 is not on PATH or in /usr/sbin: install %2 to run it live")
                                                 .arg(missing, system->displayName()));
    }
    if (!model->item(m_proxy->currentIndex()) || !model->item(m_proxy->currentIndex())->isEnabled()) {
        for (int i = 0; i < m_proxy->count(); ++i) {
            if (model->item(i)->isEnabled()) {
                m_proxy->setCurrentIndex(i);
                break;
            }
        }
    }
}

QString LiveRunForm::variantText(const QString &name, const QString &proxy)
{
    // What the variant changes against the proxy's defaults, in words, with its id (the CLI's
    // --variant) beside it: "weight 10 (haproxy-weight-10)". A variant that changes nothing is
    // the "(proxy default)" entry already, and is not listed twice.
    ringcore::LiveRunConfig defaults;
    ringcore::LiveRunConfig c;
    QString ignored;
    if (!c.applyVariant(name, &ignored) || c.proxy != proxy)
        return {};
    QStringList changes;
    if (c.defaultWeight != defaults.defaultWeight)
        changes << tr("weight %1").arg(c.defaultWeight);
    for (auto it = c.settings.cbegin(); it != c.settings.cend(); ++it)
        if (defaults.settings.value(it.key(), -1) != it.value())
            changes << tr("%1 %2", "setting name, value").arg(it.key()).arg(QLocale().toString(it.value()));
    if (changes.isEmpty())
        return {};
    return tr("%1 (%2)", "what a variant changes, its id").arg(changes.join(QStringLiteral(", ")), name);
}

void LiveRunForm::updateVariants()
{
    // Only the variants of the chosen proxy; the previous choice stays when it still fits.
    const QString proxy = m_proxy->currentData().toString();
    updateWeightRange();
    const QString previous = m_variant->currentData().toString();
    const QSignalBlocker block(m_variant);
    m_variant->clear();
    m_variant->addItem(tr("(proxy default)"), QString());
    for (const QString &name : ringcore::LiveRunConfig::variantNames()) {
        const QString what = variantText(name, proxy);
        if (!what.isEmpty())
            m_variant->addItem(what, name);
    }
    m_variant->setCurrentIndex(std::max(0, m_variant->findData(previous)));
    emit systemChanged();
}

void LiveRunForm::updateWeightRange()
{
    const ringcore::SystemDescription *system = ringcore::SystemRegistry::find(m_proxy->currentData().toString());
    if (!system)
        return;
    // 0 keeps the variant's weights; above it, the chosen system's range.
    m_weight->setRange(0, system->maxWeight());
    m_weight->setToolTip(tr("Weight of every backend, %1–%2; 0 keeps the variant's own weights")
                             .arg(std::max(1, system->minWeight()))
                             .arg(system->maxWeight()));
}

bool LiveRunForm::parseDown(QList<int> *out, QString *error) const
{
    ringcore::LiveRunConfig backends;
    backends.backends = m_backends->value();
    backends.basePort = m_basePort->value();
    if (ringcore::ServerListParser::parseDown(backends.servers(), m_down->text(), out, error))
        return true;
    if (error->startsWith(QLatin1String("down: "))) // the field's own label says it already
        *error = error->mid(6);
    *error = tr("Down servers: %1").arg(*error);
    return false;
}

void LiveRunForm::showDownError()
{
    QList<int> down;
    QString error;
    const bool ok = parseDown(&down, &error);
    m_downError->setText(ok ? QString() : error);
    m_downError->setVisible(!ok);
}

ringcore::LiveRunConfig LiveRunForm::config() const
{
    ringcore::LiveRunConfig c;
    c.proxy = m_proxy->currentData().toString();
    const QString variant = m_variant->currentData().toString();
    if (!variant.isEmpty()) {
        QString ignored;
        c.applyVariant(variant, &ignored);
    }
    c.backends = m_backends->value();
    if (m_weight->value() > 0)
        c.weights = QList<int>(c.backends, m_weight->value());
    QString ignored; // start() refuses the list and names the item; the field shows it meanwhile
    parseDown(&c.down, &ignored);
    c.keyCount = m_keys->value();
    c.concurrency = m_concurrency->value();
    c.basePort = m_basePort->value();
    c.pickFreeBasePort = m_pickFree->isChecked();
    c.outDir = QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
                   .filePath(QStringLiteral("live/") + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz")));
    return c;
}

void LiveRunForm::retranslate()
{
    m_proxyLabel->setText(tr("Proxy:"));
    markMissingSystems();
    m_proxy->setToolTip(tr("The real proxy to start on 127.0.0.1: %1").arg(ringcore::SystemRegistry::displayNamesOr()));
    m_variantLabel->setText(tr("Variant:"));
    m_variant->setItemText(0, tr("(proxy default)"));
    for (int i = 1; i < m_variant->count(); ++i)
        m_variant->setItemText(i, variantText(m_variant->itemData(i).toString(), m_proxy->currentData().toString()));
    m_variant->setToolTip(tr("Seed variants of the chosen proxy (weights, keepalive)"));
    m_backendsLabel->setText(tr("Backends:"));
    m_backends->setToolTip(tr("Number of backend ports, 1–1000"));
    m_basePortLabel->setText(tr("Base port:"));
    m_basePort->setToolTip(tr("First backend port on 127.0.0.1; the backends use base … base + backends − 1 and "
                              "the proxy the next port (1024–65535 in all)"));
    m_pickFree->setText(tr("Pick free ports if these are busy"));
    m_pickFree->setToolTip(tr("When a port of the range is taken, move the whole range to the first free one "
                              "instead of refusing to start"));
    m_weightLabel->setText(tr("Weight:"));
    m_weight->setSpecialValueText(tr("variant's"));
    updateWeightRange(); // the weight's tooltip names the chosen system's range
    m_downLabel->setText(tr("Down:"));
    m_down->setToolTip(tr("Backends marked down: #positions (1-based), ports or addresses, and ranges of them, "
                          "e.g. #42, #7-#9, 9042, 9040-9045, 127.0.0.1:9042"));
    m_keysLabel->setText(tr("Keys:"));
    m_keys->setToolTip(tr("Keys to send through the proxy, 1–100,000,000 (a sample of them is sent again to check "
                          "that answers are stable)"));
    m_concurrencyLabel->setText(tr("Concurrency:"));
    m_concurrency->setToolTip(tr("Requests in flight at once, 1–1024"));
}

} // namespace ringlab::gui

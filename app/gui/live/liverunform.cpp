#include "gui/live/liverunform.h"

#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/live/managedprocess.h"
#include "ringcore/live/systemdescription.h"

#include <QLocale>

#include <algorithm>
#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
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
    , m_basePortLabel(new QLabel(this))
    , m_concurrencyLabel(new QLabel(this))
    , m_proxy(new QComboBox(this))
    , m_variant(new QComboBox(this))
    , m_basePort(new QSpinBox(this))
    , m_pickFree(new QCheckBox(this))
    , m_concurrency(new QSpinBox(this))
    , m_setup(new QLabel(this))
    , m_differs(new QLabel(this))
{
    // Every registered system, in registration order, shown by its display name.
    for (const ringcore::SystemDescription *system : ringcore::SystemRegistry::all())
        m_proxy->addItem(system->displayName(), system->name());
    markMissingSystems();
    updateVariants();
    // The whole range a port can take; whether the backends fit above the base port is checked
    // on Start, with a message naming the field and the range for that many backends.
    const ringcore::LiveRunConfig defaults;
    m_basePort->setRange(int(ringcore::LiveRunConfig::kBasePort.min), int(ringcore::LiveRunConfig::kBasePort.max));
    m_basePort->setValue(defaults.basePort);
    m_pickFree->setChecked(true);
    m_concurrency->setRange(int(ringcore::LiveRunConfig::kConcurrency.min), int(ringcore::LiveRunConfig::kConcurrency.max));
    m_concurrency->setValue(defaults.concurrency);
    m_setup->setObjectName(QStringLiteral("liveSetup"));
    m_setup->setWordWrap(true);
    m_differs->setObjectName(QStringLiteral("liveDifferences"));
    m_differs->setWordWrap(true);
    m_differs->setStyleSheet(QStringLiteral("color: #8a4b00"));
    m_differs->hide();
    connect(m_basePort, &QSpinBox::valueChanged, this, &LiveRunForm::updateSetupText);
    connect(m_variant, &QComboBox::currentIndexChanged, this, &LiveRunForm::updateSetupText);

    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(m_proxyLabel, m_proxy);
    form->addRow(m_variantLabel, m_variant);
    // The servers, weights, down marks and keys are the Experiment dock's: said here, not asked twice.
    form->addRow(m_setup);
    form->addRow(m_differs);
    form->addRow(m_basePortLabel, m_basePort);
    form->addRow(QString(), m_pickFree);
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
    m_experiment = experiment;
    // Consecutive loopback ports (the default 127.0.0.1:9001-9100): the backends take the same
    // addresses, so the live ring hashes what the experiment's ring hashes.
    const ringcore::ServerList &servers = experiment.servers;
    bool consecutive = !servers.isEmpty();
    int first = 0;
    for (qsizetype i = 0; consecutive && i < servers.size(); ++i) {
        const QString &a = servers[i].address;
        bool ok = a.startsWith(QLatin1String("127.0.0.1:"));
        const int port = ok ? a.mid(10).toInt(&ok) : 0;
        if (i == 0)
            first = port;
        consecutive = ok && port == first + int(i);
    }
    if (consecutive && first >= m_basePort->minimum() && first <= m_basePort->maximum())
        m_basePort->setValue(first);
    // The system whose port the experiment uses, if one is registered.
    for (const ringcore::SystemDescription *system : ringcore::SystemRegistry::all()) {
        if (system->algorithm() == experiment.algorithm) {
            m_proxy->setCurrentIndex(std::max(0, m_proxy->findData(system->name())));
            break;
        }
    }
    updateSetupText();
}

int LiveRunForm::keyCount() const
{
    if (m_experiment.keys <= 0)
        return kKeysWithoutExperimentKeys;
    return int(std::min<qint64>(m_experiment.keys, ringcore::LiveRunConfig::kKeyCount.max));
}

QString LiveRunForm::differences() const
{
    const ringcore::LiveRunConfig c = config();
    QStringList parts;
    const ringcore::SystemDescription *system = ringcore::SystemRegistry::find(c.proxy);
    if (system && system->algorithm() != m_experiment.algorithm) {
        const ringcore::AlgorithmInfo *info = ringcore::AlgorithmRegistry::find(m_experiment.algorithm);
        parts << tr("it runs %1, the experiment's algorithm is %2")
                     .arg(system->displayName(),
                          info ? ringcore::AlgorithmRegistry::translatedDisplayName(*info) : m_experiment.algorithm);
    }
    if (c.backends > ringcore::LiveRunConfig::kBackends.max)
        parts << tr("a live run starts at most %1 backends, the experiment has %2 servers")
                     .arg(QLocale().toString(ringcore::LiveRunConfig::kBackends.max), QLocale().toString(c.backends));
    const ringcore::ServerList live = c.servers();
    bool sameAddresses = live.size() == m_experiment.servers.size();
    for (qsizetype i = 0; sameAddresses && i < live.size(); ++i)
        sameAddresses = live[i].address == m_experiment.servers[i].address && m_experiment.servers[i].hashName.isEmpty();
    if (!sameAddresses && !live.isEmpty())
        parts << tr("the backends listen on %1–%2, not on the experiment's addresses, and the ring hashes these")
                     .arg(live.first().address, live.last().address);
    if (c.weights.isEmpty() && c.defaultWeight != 1)
        parts << tr("the variant gives every backend weight %1").arg(c.defaultWeight);
    if (m_experiment.keyFile.isEmpty() && m_experiment.keys <= 0)
        parts << tr("the experiment routes no keys (exact shares); the run sends %1")
                     .arg(QLocale().toString(kKeysWithoutExperimentKeys));
    else if (m_experiment.keyFile.isEmpty() && m_experiment.keys > ringcore::LiveRunConfig::kKeyCount.max)
        parts << tr("the run sends %1 keys, the most a live run sends, of the experiment's %2")
                     .arg(QLocale().toString(ringcore::LiveRunConfig::kKeyCount.max), QLocale().toString(m_experiment.keys));
    QStringList notLive;
    for (auto it = m_experiment.options.cbegin(); it != m_experiment.options.cend(); ++it)
        if (!c.options.contains(it.key()))
            notLive << it.key() + QLatin1Char('=') + it.value();
    if (!notLive.isEmpty() && system && system->algorithm() == m_experiment.algorithm)
        parts << tr("%1 cannot be set in a live run").arg(notLive.join(QStringLiteral(", ")));
    if (parts.isEmpty())
        return QString();
    return tr("Differs from the experiment: %1.").arg(parts.join(QStringLiteral("; ")));
}

void LiveRunForm::updateSetupText()
{
    const ringcore::ServerList &servers = m_experiment.servers;
    int down = 0, minWeight = 0, maxWeight = 0;
    for (const ringcore::Server &s : servers) {
        down += s.down ? 1 : 0;
        minWeight = minWeight == 0 ? s.weight : std::min(minWeight, s.weight);
        maxWeight = std::max(maxWeight, s.weight);
    }
    const QString weights = minWeight == maxWeight ? tr("weight %1").arg(minWeight)
                                                   : tr("weights %1–%2").arg(minWeight).arg(maxWeight);
    const QString keys = m_experiment.keyFile.isEmpty()
                             ? tr("%1 keys (seed %2)").arg(QLocale().toString(keyCount())).arg(m_experiment.seed)
                             : tr("the keys of %1").arg(QFileInfo(m_experiment.keyFile).fileName());
    m_setup->setText(tr("Servers, weights, down servers and keys: the experiment's (%1 servers, %2 down, %3, %4).")
                         .arg(QLocale().toString(int(servers.size())), QLocale().toString(down), weights, keys));
    const QString differs = differences();
    m_differs->setText(differs);
    m_differs->setVisible(!differs.isEmpty());
}

void LiveRunForm::setControlsEnabled(bool enabled)
{
    for (QWidget *w : std::initializer_list<QWidget *>{m_proxy, m_variant, m_basePort, m_pickFree, m_concurrency})
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
    if (m_setup) // not yet while the constructor fills the boxes
        updateSetupText();
    emit systemChanged();
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
    // The experiment's servers: their count, weights (a variant's own weight when it sets one)
    // and down marks, by position; its keys and seed, or its key file.
    const ringcore::ServerList &servers = m_experiment.servers;
    c.backends = int(servers.size());
    const bool variantWeight = c.defaultWeight != 1;
    for (qsizetype i = 0; i < servers.size(); ++i) {
        if (!variantWeight)
            c.weights << servers[i].weight;
        if (servers[i].down)
            c.down << int(i);
    }
    c.keyCount = keyCount();
    c.keySeed = m_experiment.seed;
    c.keyFile = m_experiment.keyFile;
    // The experiment's ring options the system can set live (HAProxy's hash-function, …).
    if (const ringcore::SystemDescription *system = ringcore::SystemRegistry::find(c.proxy);
        system && system->algorithm() == m_experiment.algorithm) {
        for (const ringcore::LiveOption &o : system->liveOptions())
            if (m_experiment.options.contains(o.spec.name))
                c.options.insert(o.spec.name, m_experiment.options.value(o.spec.name));
    }
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
    m_basePortLabel->setText(tr("Base port:"));
    m_basePort->setToolTip(tr("First backend port on 127.0.0.1; the backends use base … base + backends − 1 and "
                              "the proxy the next port (1024–65535 in all)"));
    m_pickFree->setText(tr("Pick free ports if these are busy"));
    m_pickFree->setToolTip(tr("When a port of the range is taken, move the whole range to the first free one "
                              "instead of refusing to start"));
    m_concurrencyLabel->setText(tr("Concurrency:"));
    m_concurrency->setToolTip(tr("Requests in flight at once, 1–1024"));
    m_setup->setToolTip(tr("Change them in the Experiment dock: the live run sends the experiment's keys to its "
                           "servers, with their weights and down marks, so that its result stands beside the "
                           "Numbers panel's for the same setup"));
    updateSetupText();
}

} // namespace ringlab::gui

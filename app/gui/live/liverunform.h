#pragma once

#include "ringcore/experiment/experiment.h"
#include "ringcore/live/liverunconfig.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace ringlab::gui {

/// The Live page's run form: which registered system (SystemRegistry) to run and how (variant,
/// ports, concurrency). The servers, their weights and down marks and the keys are the
/// experiment's (the Experiment dock's fields, not a second set here): one line says so, and one
/// more says how the run differs from the experiment when it does (another system, the backends'
/// loopback addresses, a variant's weights, keys a live run cannot send). Systems whose program is
/// missing stay listed, greyed, saying what is missing; the variants follow the chosen system.
class LiveRunForm : public QWidget
{
    Q_OBJECT
public:
    explicit LiveRunForm(QWidget *parent = nullptr);

    /// The run the controls describe (outDir is a fresh folder under the app data location).
    ringcore::LiveRunConfig config() const;
    /// Takes the experiment the run follows: its servers (count, weights, down marks), keys and
    /// seed, the system whose port it uses (if one is registered) and, when its addresses are
    /// consecutive loopback ports, their first port as the base port.
    void setExperiment(const ringcore::Experiment &experiment);
    const ringcore::Experiment &experiment() const { return m_experiment; }
    /// How the run differs from the experiment, in one line ("Differs from the experiment: …");
    /// empty when it runs the experiment as it is.
    QString differences() const;
    /// Keys a run sends when the experiment routes none (exact shares only).
    static constexpr int kKeysWithoutExperimentKeys = 100000;
    /// Every control on or off (off while a run goes on).
    void setControlsEnabled(bool enabled);

    /// The chosen system's name (SystemDescription::name()) and the text its box shows.
    QString systemName() const;
    QString systemText() const;

    void retranslate();

    QComboBox *proxyBox() const { return m_proxy; }
    QComboBox *variantBox() const { return m_variant; }
    QSpinBox *basePortBox() const { return m_basePort; }
    QCheckBox *pickFreePortsBox() const { return m_pickFree; }
    QSpinBox *concurrencyBox() const { return m_concurrency; }
    /// "Servers, weights, down servers and keys: the experiment's (20 servers, 1 down, …)".
    QLabel *setupLabel() const { return m_setup; }
    /// differences(), hidden when there are none.
    QLabel *differencesLabel() const { return m_differs; }

signals:
    /// Another system was chosen (the checklist names the system to be run).
    void systemChanged();

private:
    void updateVariants();
    /// A variant's entry: what it changes against the proxy's defaults and its id; empty for a
    /// variant of another proxy or one that changes nothing.
    static QString variantText(const QString &name, const QString &proxy);
    void markMissingSystems(); ///< greys the systems whose program is missing, saying which
    void updateSetupText();    ///< the experiment's line and the differences' line
    /// The run's keys: the experiment's count within what a live run sends.
    int keyCount() const;

    ringcore::Experiment m_experiment = ringcore::Experiment::defaultExperiment();
    QLabel *m_proxyLabel, *m_variantLabel, *m_basePortLabel, *m_concurrencyLabel;
    QComboBox *m_proxy;
    QComboBox *m_variant;
    QSpinBox *m_basePort;
    QCheckBox *m_pickFree;
    QSpinBox *m_concurrency;
    QLabel *m_setup;
    QLabel *m_differs;
};

} // namespace ringlab::gui

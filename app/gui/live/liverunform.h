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
/// backends, ports, weight, down list, keys, concurrency). Systems whose program is missing stay
/// listed, greyed, saying what is missing; the variants and the weight range follow the chosen
/// system; the down list's parse error stands next to it as soon as the text is wrong.
class LiveRunForm : public QWidget
{
    Q_OBJECT
public:
    explicit LiveRunForm(QWidget *parent = nullptr);

    /// The run the controls describe (outDir is a fresh folder under the app data location).
    ringcore::LiveRunConfig config() const;
    /// The down list in ringcore's one syntax (ServerListParser::parseDown) over the backends the
    /// fields describe; false + *error ("Down servers: …") naming the item.
    bool parseDown(QList<int> *out, QString *error) const;
    /// Shows (or hides) the down list's parse error next to the field.
    void showDownError();
    /// Takes the experiment's server count and the system whose port it uses, if one is registered.
    void setExperiment(const ringcore::Experiment &experiment);
    /// Every control on or off (off while a run goes on).
    void setControlsEnabled(bool enabled);

    /// The chosen system's name (SystemDescription::name()) and the text its box shows.
    QString systemName() const;
    QString systemText() const;

    void retranslate();

    QComboBox *proxyBox() const { return m_proxy; }
    QComboBox *variantBox() const { return m_variant; }
    QSpinBox *backendsBox() const { return m_backends; }
    QSpinBox *basePortBox() const { return m_basePort; }
    QCheckBox *pickFreePortsBox() const { return m_pickFree; }
    QSpinBox *weightBox() const { return m_weight; }
    QLineEdit *downEdit() const { return m_down; }
    QLabel *downError() const { return m_downError; }
    QSpinBox *keysBox() const { return m_keys; }
    QSpinBox *concurrencyBox() const { return m_concurrency; }

signals:
    /// Another system was chosen (the checklist names the system to be run).
    void systemChanged();

private:
    void updateVariants();
    /// A variant's entry: what it changes against the proxy's defaults and its id; empty for a
    /// variant of another proxy or one that changes nothing.
    static QString variantText(const QString &name, const QString &proxy);
    void markMissingSystems(); ///< greys the systems whose program is missing, saying which
    void updateWeightRange();

    QLabel *m_proxyLabel, *m_variantLabel, *m_backendsLabel, *m_basePortLabel, *m_weightLabel, *m_downLabel,
        *m_keysLabel, *m_concurrencyLabel;
    QComboBox *m_proxy;
    QComboBox *m_variant;
    QSpinBox *m_backends;
    QSpinBox *m_basePort;
    QCheckBox *m_pickFree;
    QSpinBox *m_weight;
    QLineEdit *m_down;
    QLabel *m_downError;
    QSpinBox *m_keys;
    QSpinBox *m_concurrency;
};

} // namespace ringlab::gui

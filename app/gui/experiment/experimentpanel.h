#pragma once

#include "ringcore/experiment/experiment.h"

#include <QHash>
#include <QWidget>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSlider;
class QTimer;

namespace ringcore {
struct AlgorithmInfo;
struct OptionSpec;
}

namespace ringlab::gui {

/// The experiment panel: algorithm, servers (a count or an address list/range), weights, down
/// servers, the algorithm's own options (points, ring size, lookup rule, …), keys and seed.
/// Every field is checked as it is typed; an invalid field shows its error inline and the
/// experiment is not changed (no silent clamping). Valid edits are announced after a short pause.
class ExperimentPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ExperimentPanel(QWidget *parent = nullptr);

    /// Shows an experiment without announcing it back.
    void setExperiment(const ringcore::Experiment &experiment);
    const ringcore::Experiment &experiment() const { return m_experiment; }

    /// The error shown under a field ("servers", "weights", "down", "keys", "seed", or an option
    /// name); empty when the field is valid.
    QString fieldError(const QString &field) const;
    /// Sets a field's text as if typed (tests, lessons). Returns false for unknown fields.
    bool setFieldText(const QString &field, const QString &text);
    /// The option that the points slider drives for the current algorithm, or empty.
    QString pointsOption() const { return m_pointsOption; }
    /// Moves the points slider to a value (1 … 100,000) as if dragged.
    void setPointsPerServer(int points);

    /// "127.0.0.1:9001-9100" style text for a server list (consecutive ports folded into ranges).
    static QString formatServers(const ringcore::ServerList &servers);
    /// "1 point per unit of weight", "160 points per unit of weight" (translated plural).
    static QString pointsPerWeightText(double points);
    /// The sentence shown instead of the points slider for an algorithm without a points option:
    /// who sets its points, or that it has none (a lookup table, or a per-key decision).
    static QString ownPointsText(const ringcore::AlgorithmInfo &info);

signals:
    /// A valid edit (debounced).
    void experimentChanged(const ringcore::Experiment &experiment);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateAlgorithmTexts();
    void rebuildOptionFields();
    void onEdited();
    void announce();
    // experimentpanelfields.cpp: every field read and checked, its error shown under it.
    bool readFields(ringcore::Experiment *out);
    bool readServers(const ringcore::AlgorithmInfo *info, ringcore::ServerList *out);
    bool readOptions(const ringcore::AlgorithmInfo *info, QMap<QString, QString> *options);
    /// The error of an option's value ("" when it is allowed).
    static QString checkOption(const ringcore::OptionSpec &o, const QString &value);
    static int pointsToSlider(double points);
    // The fields, their rows (the experiment's, then the algorithm's under a rule) and signals.
    void setUpFields();
    void buildLayout();
    void connectFields();
    void showError(const QString &field, const QString &message);
    QLabel *addErrorLabel(const QString &field);
    /// The Down field's text for a server list ("10.0.0.1:80,10.0.0.2:80").
    static QString downText(const ringcore::ServerList &servers);
    /// after, with each server's weight and down mark taken from the server of the same address
    /// in before; servers new to the list take before's most common weight.
    static ringcore::ServerList carryMarks(const ringcore::ServerList &before, ringcore::ServerList after);

    ringcore::Experiment m_experiment;
    bool m_updating = false;
    bool m_shown = false;
    bool m_carried = false; ///< readFields() carried the weights and down marks to a new server list
    QComboBox *m_algorithm;
    QLineEdit *m_servers;
    QLineEdit *m_weights;
    QLineEdit *m_down;
    QLineEdit *m_keys;
    QLineEdit *m_seed;
    QSlider *m_pointsSlider;
    QLabel *m_pointsLabel;
    QLabel *m_ownPointsLabel; ///< "… sets its own point count", instead of the slider
    QLabel *m_description;
    QFormLayout *m_optionLayout;
    QWidget *m_optionBox;
    QString m_pointsOption;
    QHash<QString, QWidget *> m_optionFields; ///< option name → QLineEdit or QComboBox
    QHash<QString, QLabel *> m_errors;        ///< field → inline error label
    QHash<QString, QLabel *> m_rowLabels;     ///< field → its form label
    QTimer *m_debounce;
};

} // namespace ringlab::gui
